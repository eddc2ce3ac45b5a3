/**
 * `/documents/<id>/download`: a document's file, for whoever may read it (files/document-routes.ts).
 * Ids are opaque: a bank report `doc_…`, an agreement `agr_…`, a plan year's statement
 * `stm_<year>_<order id>`, a release request's file `rfu_…`; none carries a name or anything of
 * a child's health.
 */
export const DOCUMENT_DOWNLOAD =
  /^\/documents\/(doc_[0-9a-f]{24}|agr_[0-9a-f]{24}|rfu_[0-9a-f]{24}|stm_[1-9][0-9]{0,2}_[A-Za-z0-9_-]{1,80})\/download$/;

export const documentDownloadPath = (id: string): string => `/documents/${id}/download`;

export const statementDocumentId = (orderId: string, year: number): string =>
  `stm_${year}_${orderId}`;

/** A statement's order and plan year, read back from its id; null for any other id. */
export function statementOfDocumentId(id: string): { orderId: string; year: number } | null {
  const match = /^stm_([1-9][0-9]{0,2})_(.+)$/.exec(id);
  return match ? { year: Number(match[1]), orderId: match[2]! } : null;
}
