/** `/documents/<id>/download`: a document's file, for whoever may read it (files/document-routes.ts). */
export const DOCUMENT_DOWNLOAD = /^\/documents\/(doc_[0-9a-f]{24})\/download$/;

export const documentDownloadPath = (id: string): string => `/documents/${id}/download`;
