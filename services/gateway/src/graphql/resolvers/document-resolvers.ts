import type { GatewayContext } from '../../context.js';
import { bankDocumentsOf, CLINICAL_KINDS } from '../../data/documents-repo.js';
import { familyRoleOf } from '../../data/family-access.js';
import { documentDownloadPath } from '../../domain/document-paths.js';
import type { FamilyDocument } from '../../generated/resolvers.generated.js';
import type { OrderRow } from '../../types/rows.js';
import { readCertificate } from './order-reads.js';

/**
 * A child's documents as the caller may read them, newest first. The order was loaded for a
 * member of the child's family; a guardian sees the clinical kinds only (billing documents stay
 * with the account holder), and the download route asks the same question again.
 */
export async function orderDocuments(
  order: OrderRow,
  ctx: GatewayContext,
): Promise<FamilyDocument[]> {
  const holder = familyRoleOf(order, ctx.viewer.uid) === 'HOLDER';
  const documents: FamilyDocument[] = (await bankDocumentsOf(ctx.db, order.id)).map((document) => ({
    id: document.id,
    kind: 'BANK_REPORT',
    title: document.title,
    date: document.addedAt.toISOString(),
    downloadPath: documentDownloadPath(document.id),
  }));
  const certificate = await readCertificate(ctx, order.id);
  if (certificate?.status === 'ISSUED' && certificate.issuedAt) {
    documents.push({
      id: `certificate_${order.id}`,
      kind: 'CERTIFICATE',
      title: 'Stem cell certificate',
      date: certificate.issuedAt.toISOString(),
      downloadPath: null,
    });
  }
  return documents
    .filter((document) => holder || CLINICAL_KINDS.has(document.kind))
    .sort((a, b) => String(b.date).localeCompare(String(a.date)));
}
