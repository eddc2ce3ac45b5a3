import { authorizedFetch, getConfig } from '@portal/shared';
import { saveDownload, type DownloadProblem } from '@portal/shared/save-download';

export type { DownloadProblem };

/** Downloads one of the child's documents with the parent's token. */
export const downloadDocument = (downloadPath: string): Promise<DownloadProblem | null> =>
  saveDownload(() => authorizedFetch(`${getConfig().gatewayUrl}${downloadPath}`), 'document.pdf');
