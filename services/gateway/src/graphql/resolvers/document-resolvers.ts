import type { GatewayContext } from '../../context.js';
import { bankDocumentsOf, CLINICAL_KINDS } from '../../data/documents-repo.js';
import { familyRoleOf } from '../../data/family-access.js';
import { agreementsOfOrder } from '../../data/agreements-repo.js';
import { documentDownloadPath, statementDocumentId } from '../../domain/document-paths.js';
import { planYearStart, statementYears } from '../../domain/plan-year-statement.js';
import { statementRecordsOf } from './statement-records.js';
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
    planYear: null,
  }));
  if (holder) documents.push(...(await billingDocuments(order, ctx)));
  const certificate = await readCertificate(ctx, order.id);
  if (certificate?.status === 'ISSUED' && certificate.issuedAt) {
    documents.push({
      id: `certificate_${order.id}`,
      kind: 'CERTIFICATE',
      title: 'Stem cell certificate',
      date: certificate.issuedAt.toISOString(),
      downloadPath: null,
      planYear: null,
    });
  }
  return documents
    .filter((document) => holder || CLINICAL_KINDS.has(document.kind))
    .sort((a, b) => String(b.date).localeCompare(String(a.date)));
}

/** The account holder's: the agreements accepted for the child and a statement per plan year. */
async function billingDocuments(order: OrderRow, ctx: GatewayContext): Promise<FamilyDocument[]> {
  const [agreements, records] = await Promise.all([
    agreementsOfOrder(ctx.db, order.id),
    statementRecordsOf(ctx.db, order.id),
  ]);
  const documents: FamilyDocument[] = agreements.map((agreement) => ({
    id: agreement.id,
    kind: 'AGREEMENT',
    title: agreement.terms.kind === 'GIFT' ? 'Storage agreement (gift)' : 'Storage agreement',
    date: agreement.acceptedAt.toISOString(),
    downloadPath: documentDownloadPath(agreement.id),
    planYear: null,
  }));
  if (records) {
    for (const year of statementYears(records, ctx.billingClock.now())) {
      const id = statementDocumentId(order.id, year);
      documents.push({
        id,
        kind: 'STATEMENT',
        title: `Statement, plan year ${year}`,
        date: planYearStart(records.orderStart, year).toISOString(),
        downloadPath: documentDownloadPath(id),
        planYear: year,
      });
    }
  }
  return documents;
}
