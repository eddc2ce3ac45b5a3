import type { PickupRow } from '../types/rows.js';
import { inProcessPickupEvents } from './pickup-events.js';
import { createPickupHub, type PickupChangeRow, type PickupDelivery } from './pickup-hub.js';

/** A read the test answers when it wants, to hold a read in flight. */
function controlledReads() {
  const calls: { orderId: string; answer: (status: string) => void }[] = [];
  const read = (_ownerUid: string, orderId: string) =>
    new Promise<PickupChangeRow>((resolve) => {
      calls.push({
        orderId,
        answer: (status) => resolve({ orderId, pickup: { id: 'pu_1', status } as PickupRow }),
      });
    });
  return { read, calls };
}

const statusOf = (result: IteratorResult<PickupDelivery, undefined>) =>
  result.done || !('change' in result.value) ? null : result.value.change.pickup?.status;
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

it('never overlaps reads of one order, coalesces changes during a read, and reads for a joiner after it joined', async () => {
  const events = inProcessPickupEvents();
  const { read, calls } = controlledReads();
  const hub = createPickupHub({ events, read });

  const first = await hub.watch('parent', 'ord_1');
  expect(calls).toHaveLength(1); // the first stream's current state

  // Two changes and a second stream while that read is still in flight.
  await events.publish('ord_1');
  await events.publish('ord_1');
  const second = await hub.watch('parent', 'ord_1');
  await settle();
  expect(calls).toHaveLength(1);

  calls[0]?.answer('REQUESTED');
  expect(statusOf(await first.next())).toBe('REQUESTED');
  await settle();
  // One more read for both changes and the joiner, started after all of them.
  expect(calls).toHaveLength(2);
  calls[1]?.answer('DISPATCHED');
  expect(statusOf(await second.next())).toBe('DISPATCHED');
  expect(statusOf(await first.next())).toBe('DISPATCHED');
  await settle();
  expect(calls).toHaveLength(2);
  expect(hub.stats()).toEqual({ orders: 1, streams: 2 });

  await first.return();
  await second.return();
  expect(hub.stats()).toEqual({ orders: 0, streams: 0 });
  await events.publish('ord_1');
  await settle();
  expect(calls).toHaveLength(2);
});

it('gives a slow reader only the newest state', async () => {
  const events = inProcessPickupEvents();
  const { read, calls } = controlledReads();
  const hub = createPickupHub({ events, read });
  const stream = await hub.watch('parent', 'ord_1');
  calls[0]?.answer('REQUESTED');
  await settle();
  for (const status of ['DISPATCHED', 'COLLECTED']) {
    await events.publish('ord_1');
    await settle();
    calls.at(-1)?.answer(status);
    await settle();
  }
  // Nothing was read by the stream meanwhile: it holds the newest state only.
  expect(statusOf(await stream.next())).toBe('COLLECTED');
  stream.finish();
  expect((await stream.next()).done).toBe(true);
});
