import { findCertificate } from '../../../data/certificates-repo.js';
import { issueCertificate as writeCertificate, lockOrder } from '../../../data/staff-repo.js';
import { checkCertificateValues } from '../../../domain/staff/certificate-rules.js';
import type { StaffMutationResolvers } from '../../../generated/resolvers.generated.js';
import { badUserInput, conflict } from '../../../errors/graphql-errors.js';
import { notify } from '../notify.js';
import { audit, requireStaff, staffOrderNotFound } from './staff-access.js';

const NOT_PROCESSED =
  'The lab has not processed this unit yet: the certificate can be issued once the order is at CERTIFICATE_READY.';

/** Issues the certificate with the lab's values, once the lab has processed the unit. */
export const issueCertificate: StaffMutationResolvers['issueCertificate'] = async (
  _parent,
  { input },
  ctx,
) => {
  requireStaff(ctx);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order) throw staffOrderNotFound(input.orderId);
    const current = await findCertificate(tx, order.ownerUid, order.id);
    if (current?.status === 'ISSUED') {
      throw conflict('The certificate of this order is already issued.');
    }
    if (!order.labProcessedAt) throw conflict(NOT_PROCESSED);
    const check = checkCertificateValues(input, order, now);
    if ('problems' in check) throw badUserInput(check.problems);
    await writeCertificate(tx, order.id, check.values, now);
    await notify(tx, ctx, {
      orderId: order.id,
      kind: 'CERTIFICATE_ISSUED',
      dedupeKey: `CERTIFICATE_ISSUED:${order.id}`,
      at: now,
    });
    await audit(tx, ctx, {
      operation: 'issueCertificate',
      parentUid: order.ownerUid,
      orderId: order.id,
      target: 'ISSUED',
    });
    const issued = await lockOrder(tx, order.id);
    if (!issued) throw new Error('orders: the order vanished inside its transaction');
    return issued;
  });
};
