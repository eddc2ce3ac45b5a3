/**
 * Release and transfer requests as recorded (issue 49), on each backend: one open request per
 * child however two starts race, every step written with who made it, and a change that
 * finds the request moved on changes nothing.
 */
import { checkReleaseRequest, type ReleaseRequest } from '@portal/rules/release';
import type { Db } from '../db/db.js';
import { newReleaseReference, RELEASE_REFERENCE_PATTERN } from '../domain/release-reference.js';
import { insertOrder } from '../test-support/fixtures.js';
import { openTestDb, testBackends } from '../test-support/test-db.js';
import {
  insertReleaseRequest,
  latestReleaseOf,
  moveReleaseRequest,
  releaseEventsOf,
} from './releases-repo.js';

const checked = checkReleaseRequest({
  kind: 'TRANSPLANT',
  physicianName: 'Dr. Amara Okafor',
  centreName: 'UC Davis Transplant Center',
  patientRelation: 'SIBLING',
  neededBy: 'WITHIN_3_MONTHS',
  address: {
    line1: '2315 Stockton Blvd',
    city: 'Sacramento',
    region: 'CA',
    postalCode: '95817',
    country: 'US',
  },
  phone: '+1 916 555 0188',
  email: 'transplant@example.org',
});
if (!checked.ok) throw new Error('fixture: the request must be valid');
const DETAILS: ReleaseRequest = checked.value;
const ORDER = 'ord_release';
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 30, 9, minutes));

describe.each(testBackends())('release requests on %s', (backend) => {
  let db: Db;
  beforeEach(async () => {
    db = await openTestDb(backend);
    await insertOrder(db, { id: ORDER, ownerUid: 'holder-1', childName: 'Noa Release' });
  });
  afterEach(() => db.close());

  const start = (minutes: number) =>
    db.transaction((tx) =>
      insertReleaseRequest(tx, {
        orderId: ORDER,
        reference: newReleaseReference(),
        details: DETAILS,
        requestedBy: 'holder-1',
        at: at(minutes),
      }),
    );

  it('records a request RECEIVED with its details and a reference, and only one open per child', async () => {
    const [first, second] = await Promise.all([start(0), start(0)]);
    const made = first ?? second;
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(made).toMatchObject({
      orderId: ORDER,
      kind: 'TRANSPLANT',
      status: 'RECEIVED',
      details: DETAILS,
      requestedBy: 'holder-1',
      bankMessage: null,
    });
    expect(made?.reference).toMatch(RELEASE_REFERENCE_PATTERN);
    expect(await start(1)).toBeNull();
    expect((await latestReleaseOf(db, ORDER))?.id).toBe(made?.id);
  });

  it('writes every step with who made it; a change that finds the request moved on changes nothing', async () => {
    const made = await start(0);
    if (!made) throw new Error('not started');
    const move = (
      from: 'RECEIVED' | 'NEEDS_INFO' | 'UNDER_REVIEW',
      to: 'NEEDS_INFO' | 'UNDER_REVIEW' | 'CANCELLED',
      minutes: number,
      actor: 'STAFF' | 'HOLDER',
      message: string | null = null,
    ) =>
      db.transaction((tx) =>
        moveReleaseRequest(tx, {
          id: made.id,
          from,
          to,
          actorUid: actor === 'STAFF' ? 'staff-1' : 'holder-1',
          actorRole: actor,
          message,
          at: at(minutes),
        }),
      );
    const asked = await move('RECEIVED', 'NEEDS_INFO', 5, 'STAFF', 'Please add the signed form.');
    expect(asked).toMatchObject({
      status: 'NEEDS_INFO',
      bankMessage: 'Please add the signed form.',
    });
    // A second staff change made from the status the first one left: nothing happens.
    expect(await move('RECEIVED', 'CANCELLED', 6, 'STAFF')).toBeNull();
    const answered = await move('NEEDS_INFO', 'UNDER_REVIEW', 7, 'HOLDER', 'Added it.');
    // The holder's words are the step's; the bank's last message stays.
    expect(answered).toMatchObject({
      status: 'UNDER_REVIEW',
      bankMessage: 'Please add the signed form.',
    });
    expect(await releaseEventsOf(db, made.id)).toEqual([
      {
        actorUid: 'holder-1',
        actorRole: 'HOLDER',
        fromStatus: null,
        toStatus: 'RECEIVED',
        message: null,
        at: at(0),
      },
      {
        actorUid: 'staff-1',
        actorRole: 'STAFF',
        fromStatus: 'RECEIVED',
        toStatus: 'NEEDS_INFO',
        message: 'Please add the signed form.',
        at: at(5),
      },
      {
        actorUid: 'holder-1',
        actorRole: 'HOLDER',
        fromStatus: 'NEEDS_INFO',
        toStatus: 'UNDER_REVIEW',
        message: 'Added it.',
        at: at(7),
      },
    ]);
  });

  it('lets a new request start once the last one is closed', async () => {
    const made = await start(0);
    if (!made) throw new Error('not started');
    await db.transaction((tx) =>
      moveReleaseRequest(tx, {
        id: made.id,
        from: 'RECEIVED',
        to: 'CANCELLED',
        actorUid: 'holder-1',
        actorRole: 'HOLDER',
        at: at(3),
      }),
    );
    const again = await start(10);
    expect(again).toMatchObject({ status: 'RECEIVED' });
    expect(again?.id).not.toBe(made.id);
    expect((await latestReleaseOf(db, ORDER))?.id).toBe(again?.id);
  });
});
