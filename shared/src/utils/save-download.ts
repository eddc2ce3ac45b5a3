// `@portal/shared/save-download`: not shared at run time, so each app that offers downloads
// builds its own copy (a few hundred bytes) and no first load carries it. It needs nothing of
// the singleton: the page hands in the request, made with the parent's token.

/** Why a download did not happen: the file is not the parent's to read, or it did not arrive. */
export type DownloadProblem = 'refused' | 'failed';

/** The name the server gave the file (Content-Disposition), or `fallback`. */
export function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/**
 * Asks for a file (`request`: the page's authorised fetch, which the server authorises; the
 * address names no one) and hands it to the browser to save under the server's name. The bytes
 * live only in this page's memory until the browser has them; nothing is kept in browser
 * storage. Null when saved; 'refused' on 401, 403 or 404; 'failed' otherwise.
 */
export async function saveDownload(
  request: () => Promise<Response>,
  fallbackName: string,
): Promise<DownloadProblem | null> {
  let response: Response;
  try {
    response = await request();
  } catch {
    return 'failed';
  }
  if ([401, 403, 404].includes(response.status)) return 'refused';
  if (!response.ok) return 'failed';
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    return 'failed';
  }
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response, fallbackName);
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
