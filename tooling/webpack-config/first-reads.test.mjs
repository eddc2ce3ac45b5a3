// @ts-check
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { operationQuery } from './first-reads.mjs';

const document = `
# The page's read, a fragment it spreads (which spreads another) and a change it makes.
fragment Status on Pickup { status ...When }
fragment When on Pickup { requestedAt }
fragment Unused on Pickup { reference }
query PickupOrder($id: ID!) { order(id: $id) { id pickup { ...Status } } }
mutation RequestPickup($id: ID!) { requestPickup(orderId: $id) { id } }
query Other($orderId: ID!) { order(id: $orderId) { id } }
`;

test('takes the operation and the fragments it spreads, and nothing else of the file', () => {
  const query = operationQuery(document, 'PickupOrder');
  assert.match(query, /^query PickupOrder\(\$id: ID!\)/);
  assert.match(query, /fragment Status on Pickup/);
  assert.match(query, /fragment When on Pickup/);
  assert.doesNotMatch(query, /Unused|RequestPickup|Other|#/);
});

test('refuses what the host could not ask for the child shown', () => {
  assert.throws(() => operationQuery(document, 'Missing'), /No operation Missing/);
  assert.throws(() => operationQuery(document, 'RequestPickup'), /not a query/);
  assert.throws(() => operationQuery(document, 'Other'), /exactly \$id: ID!/);
  assert.throws(
    () => operationQuery('query A($id: ID!) { order(id: $id) { ...Gone } }', 'A'),
    /no fragment Gone/,
  );
});
