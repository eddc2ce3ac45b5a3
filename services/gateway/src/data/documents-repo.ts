import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.js';
import { familyFileRow, type FileCaller } from './family-access.js';

/**
 * What a document is, for whom: the clinical ones (the certificate, the bank's reports) are the
 * whole family's; the agreement and the statements are the account holder's (billing).
 */
export type DocumentKind = 'BANK_REPORT';

/** Every kind a family's document may be (the agreement and statements are drawn, not stored). */
export type FamilyDocumentKind = DocumentKind | 'CERTIFICATE' | 'AGREEMENT' | 'STATEMENT';

export const CLINICAL_KINDS: ReadonlySet<string> = new Set(['BANK_REPORT', 'CERTIFICATE']);

export interface BankDocumentRow {
  id: string;
  orderId: string;
  kind: DocumentKind;
  title: string;
  fileId: string;
  addedAt: Date;
}

const COLUMNS = `d.id, d.order_id as "orderId", d.kind, d.title, d.file_id as "fileId",
  d.added_at as "addedAt"`;

export const newDocumentId = (): string => `doc_${randomBytes(12).toString('hex')}`;

export async function insertBankDocument(
  tx: Queryable,
  document: {
    id: string;
    orderId: string;
    title: string;
    fileId: string;
    addedBy: string;
    at: Date;
  },
): Promise<void> {
  await tx.query(
    `insert into order_documents (id, order_id, kind, title, file_id, added_by, added_at)
     values ($1, $2, 'BANK_REPORT', $3, $4, $5, $6)`,
    [document.id, document.orderId, document.title, document.fileId, document.addedBy, document.at],
  );
}

/** The bank's documents of a child, newest first. */
export function bankDocumentsOf(db: Queryable, orderId: string): Promise<BankDocumentRow[]> {
  return db.query<BankDocumentRow>(
    `select ${COLUMNS} from order_documents d where d.order_id = $1
     order by d.added_at desc, d.id desc`,
    [orderId],
  );
}

/** A document as the caller may download it (`familyFileRow`). */
export function documentForDownload(
  db: Queryable,
  documentId: string,
  caller: FileCaller,
): Promise<(BankDocumentRow & { ownerUid: string }) | null> {
  return familyFileRow<BankDocumentRow>(
    db,
    {
      columns: COLUMNS,
      from: 'order_documents d join orders o on o.id = d.order_id where d.id = $1',
    },
    documentId,
    caller,
  );
}
