/**
 * One payable checkout per child (issue 43): a second tab, a reload or a retried click that
 * starts the same child's checkout with another idempotency key is answered the open one, so
 * both tabs pay one provider session. An open checkout the new start cannot stand for (other
 * details, another price) is REPLACED; the database's one-open-checkout indexes decide between
 * two starts at the same instant.
 */
import { randomUUID } from 'node:crypto';
import type { GatewayContext } from '../../context.js';
import {
  findCheckoutByKey,
  findOpenCheckoutForChild,
  insertCheckout,
  markCheckoutReplaced,
} from '../../data/commerce-repo.js';
import type { CheckoutRow } from '../../types/rows.js';
import { conflict } from '../../errors/graphql-errors.js';
import { uniqueReference } from './checkout-reference-draw.js';

export type ChildCheckoutDraft = Omit<
  Parameters<typeof insertCheckout>[1],
  'id' | 'reference' | 'buyerUid' | 'createdAt'
> & { kind: 'ORDER' | 'CONTINUATION' };

const BUSY =
  'This checkout is being started in another tab or window: reload the page and try again.';

/** A start that races others this many times without settling is answered CONFLICT. */
const ATTEMPTS = 3;

/**
 * Answers the checkout for `draft`'s child: the one this key already started, else the child's
 * open checkout when `reusable` says it stands for this start, else a new one (replacing an
 * open one that does not).
 */
export async function startChildCheckout(
  ctx: GatewayContext,
  draft: ChildCheckoutDraft,
  reusable: (open: CheckoutRow) => boolean,
): Promise<CheckoutRow> {
  const buyerUid = ctx.viewer.uid;
  const child =
    draft.kind === 'CONTINUATION'
      ? { kind: draft.kind, continuesOrderId: draft.continuesOrderId ?? '' }
      : { kind: draft.kind, buyerUid };
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const retried = await findCheckoutByKey(ctx.db, buyerUid, draft.idempotencyKey);
    if (retried) return retried;
    const open = await findOpenCheckoutForChild(ctx.db, child);
    if (open && reusable(open)) return open;
    if (open) await markCheckoutReplaced(ctx.db, open.id);
    const inserted = await insertCheckout(ctx.db, {
      ...draft,
      id: `chk_${randomUUID()}`,
      reference: await uniqueReference(ctx.db),
      buyerUid,
      createdAt: ctx.now(),
    });
    if (inserted) return inserted;
    // Another start for the child won the insert: look again.
  }
  throw conflict(BUSY);
}

/** JSON as stored (jsonb keeps no undefined member). */
export const asStoredJson = (value: object): unknown => JSON.parse(JSON.stringify(value));
