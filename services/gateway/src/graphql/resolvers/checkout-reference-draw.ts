import { checkoutReferenceExists } from '../../data/commerce-repo.js';
import type { Queryable } from '../../db/db.js';
import { newCheckoutReference } from '../../domain/checkout-reference.js';

/** A checkout reference no checkout has yet. */
export async function uniqueReference(db: Queryable): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const reference = newCheckoutReference();
    if (!(await checkoutReferenceExists(db, reference))) return reference;
  }
  throw new Error('checkouts: could not draw a free reference');
}
