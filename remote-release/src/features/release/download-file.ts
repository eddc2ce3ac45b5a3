import { authorizedFetch, getConfig } from '@portal/shared';
import { saveDownload, type DownloadProblem } from '@portal/shared/save-download';

export type { DownloadProblem };

/** Downloads a file of the request with the parent's token (holder and staff only). */
export const downloadFile = (downloadPath: string): Promise<DownloadProblem | null> =>
  saveDownload(() => authorizedFetch(`${getConfig().gatewayUrl}${downloadPath}`), 'file');
