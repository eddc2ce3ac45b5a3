import { authorizedFetch, getConfig } from '@portal/shared';

/** Why a download did not happen: the file is not the parent's to read, or it did not arrive. */
export type DownloadProblem = 'refused' | 'failed';

/** The name the gateway gave the file (Content-Disposition), or a plain one. */
function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? 'file';
}

/**
 * Downloads a file of the request with the parent's token (the gateway authorises every request; the
 * address names no one) and hands it to the browser as a file. The bytes live only in this
 * page's memory until the browser has saved them; nothing is kept in browser storage.
 */
export async function downloadFile(downloadPath: string): Promise<DownloadProblem | null> {
  let response: Response;
  try {
    response = await authorizedFetch(`${getConfig().gatewayUrl}${downloadPath}`);
  } catch {
    return 'failed';
  }
  if ([401, 403, 404].includes(response.status)) return 'refused';
  if (!response.ok) return 'failed';
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response);
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The browser has started saving it; the page keeps nothing.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return null;
}
