import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { wallClockIn } from '@portal/rules/pickup';
import { pendingLeaveQuestion, setOrders, useLivePickup } from '@portal/shared';
import { renderWithPortal, resetPortalStores, signInForTests } from '@portal/shared/testing';
import { PickUpPage } from './PickUpPage';

// The live status has its own tests (shared/src/graphql/live-pickup.test.ts).
jest.mock('@portal/shared', () => ({
  ...jest.requireActual<object>('@portal/shared'),
  useLivePickup: jest.fn(() => 'idle'),
}));

const gateway = graphql.link('http://gateway.test/graphql');
let requests: { input: Record<string, unknown> }[] = [];
let cancels = 0;
let stored: Record<string, unknown> | null = null;
/** How many people follow the child (the holder, then guardians). */
let familySize = 1;

const you = { __typename: 'ChangedBy', firstName: 'Jordan', isViewer: true };
const sam = { __typename: 'ChangedBy', firstName: 'Sam', isViewer: false };
/** An instant at this wall-clock time today on the test machine (the time the parent reads). */
const localTime = (hour: number, minute: number) => {
  const at = new Date();
  at.setHours(hour, minute, 0, 0);
  return at.toISOString();
};

const pickupOf = (input: Record<string, unknown>) => ({
  __typename: 'Pickup',
  id: 'pu_1',
  reference: 'PU-7F3K2Q',
  status: 'REQUESTED',
  changeable: true,
  locationType: input['locationType'],
  place: input['place'],
  address: input['address'],
  floorUnit: null,
  room: null,
  kitLocation: input['kitLocation'],
  timeZone: input['timeZone'],
  birthAt: new Date(Date.now() - 7_200_000).toISOString(),
  collectionAt: new Date(Date.now() - 3_600_000).toISOString(),
  collectionDate: input['collectionDate'],
  collectionTime: input['collectionTime'],
  contactPhone: input['contactPhone'],
  alternatePhone: null,
  notes: null,
  preferredWindowStartAt: null,
  labDeadlineAt: new Date(Date.now() + 40 * 3_600_000).toISOString(),
  checklist: input['checklist'],
  requestedAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  requestedBy: you,
  dispatchedAt: null,
  collectedAt: null,
  receivedAt: null,
});

const server = setupServer(
  // The shell's order list, which every successful change reads again.
  gateway.query('getUserOrder', () =>
    HttpResponse.json({
      data: {
        me: {
          __typename: 'Me',
          id: 'user_1',
          orders: [{ __typename: 'Order', id: 'ord_1', purchaserName: 'Jordan Rivera' }],
        },
      },
    }),
  ),
  gateway.query('SelectedChild', () =>
    HttpResponse.json({
      data: {
        order: { __typename: 'Order', id: 'ord_1', childName: 'Baby Rivera', dueDate: null },
      },
    }),
  ),
  gateway.query('PickupOrder', () =>
    HttpResponse.json({
      data: {
        order: {
          __typename: 'Order',
          id: 'ord_1',
          childName: 'Baby Rivera',
          deliveryHospital,
          pickup: stored,
          family: {
            __typename: 'Family',
            members: Array.from({ length: familySize }, (_, index) => ({
              __typename: 'FamilyMember',
              uid: `user_${index + 1}`,
            })),
          },
        },
      },
    }),
  ),
  gateway.mutation('RequestKitPickup', ({ variables }) => {
    const input = (variables as { input: Record<string, unknown> }).input;
    requests.push({ input });
    stored = pickupOf(input);
    return HttpResponse.json({ data: { requestPickup: stored } });
  }),
  gateway.mutation('CancelKitPickup', () => {
    cancels += 1;
    stored = { ...stored, status: 'CANCELLED' };
    return HttpResponse.json({ data: { cancelPickup: stored } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
let deliveryHospital: { __typename: 'DeliveryHospital'; name: string; city: string | null } | null =
  null;

beforeEach(async () => {
  requests = [];
  cancels = 0;
  stored = null;
  familySize = 1;
  deliveryHospital = null;
  resetPortalStores();
  signInForTests();
  setOrders([{ id: 'ord_1', purchaserName: 'Jordan Rivera' }]);
});

const setValue = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValid(hoursAgo = 1) {
  const zone = 'America/New_York';
  fireEvent.change(screen.getByRole('combobox', { name: /hospital time zone/i }), {
    target: { value: zone },
  });
  const birth = wallClockIn(new Date(Date.now() - (hoursAgo + 1) * 3_600_000), zone);
  const collection = wallClockIn(new Date(Date.now() - hoursAgo * 3_600_000), zone);
  setValue(/^date of birth/i, birth.date);
  setValue(/^time of birth/i, birth.time);
  setValue(/^date of the cord blood collection/i, collection.date);
  setValue(/^time of the collection/i, collection.time);
  setValue(/^hospital name/i, 'Mercy General');
  setValue(/^address/i, '4001 J St, Sacramento');
  fireEvent.click(screen.getByRole('radio', { name: 'With me' }));
  setValue(/^mobile number/i, '+1 916 555 0100');
  for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
}

it('starts from the delivery hospital named in the medical form, and it stays editable', async () => {
  deliveryHospital = {
    __typename: 'DeliveryHospital',
    name: 'Mercy General Hospital',
    city: 'Sacramento',
  };
  renderWithPortal(<PickUpPage />);
  const place = await screen.findByLabelText(/^hospital name/i);
  expect(place).toHaveValue('Mercy General Hospital');
  expect(screen.getByLabelText(/^address/i)).toHaveValue('Sacramento');
  setValue(/^hospital name/i, 'St. Luke’s');
  expect(place).toHaveValue('St. Luke’s');
});

it('starts empty without a delivery hospital', async () => {
  renderWithPortal(<PickUpPage />);
  expect(await screen.findByLabelText(/^hospital name/i)).toHaveValue('');
});

it('shows each rule’s message beside its field and sends nothing', async () => {
  renderWithPortal(<PickUpPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Request the pick-up' }));
  expect(await screen.findByText('Enter the date of birth.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^mobile number/i)).toHaveAttribute('aria-invalid', 'true');
  expect(
    screen.getByText('Confirm each item of the checklist before you send the request.'),
  ).toBeInTheDocument();
  expect(requests).toEqual([]);
});

it('refuses a request that is too late with the support number as a tel: link', async () => {
  renderWithPortal(<PickUpPage />);
  await screen.findByRole('button', { name: 'Request the pick-up' });
  fillValid(45);
  await userEvent.click(screen.getByRole('button', { name: 'Request the pick-up' }));
  const call = await screen.findByRole('link', { name: 'Call +1 (800) 555-0199' });
  expect(call).toHaveAttribute('href', 'tel:+18005550199');
  expect(screen.getByText('Please call us now')).toBeInTheDocument();
  expect(requests).toEqual([]);
});

it('sends a valid request and shows the confirmation with its reference and timeline', async () => {
  renderWithPortal(<PickUpPage />);
  await screen.findByRole('button', { name: 'Request the pick-up' });
  fillValid(1);
  await userEvent.click(screen.getByRole('button', { name: 'Request the pick-up' }));
  expect(await screen.findByText('PU-7F3K2Q')).toBeInTheDocument();
  expect(requests).toHaveLength(1);
  expect(requests[0]?.input).toMatchObject({
    timeZone: 'America/New_York',
    kitLocation: 'WITH_PARENT',
    preferredWindowStart: null,
    checklist: ['PAPERWORK_SIGNED', 'MATERNAL_BLOOD_TUBES', 'ROOM_TEMPERATURE'],
  });
  const timeline = screen.getByRole('list', { name: 'Pick-up status' });
  expect(
    within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    expect.stringMatching(/^RequestedDone/),
    'Courier dispatchedNot yet',
    'Kit collectedNot yet',
    'Received at the labNot yet',
  ]);
  expect(screen.getByRole('button', { name: 'Cancel the pick-up' })).toBeInTheDocument();
});

describe('offline (a hospital’s network)', () => {
  it('holds a request made offline, asks before leaving, and sends it once when the connection returns', async () => {
    renderWithPortal(<PickUpPage />);
    await screen.findByRole('button', { name: 'Request the pick-up' });
    fillValid(1);
    const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    await userEvent.click(screen.getByRole('button', { name: 'Request the pick-up' }));
    expect(
      await screen.findByText(
        'Waiting for a connection: we will send your request as soon as you are back online.',
      ),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    expect(pendingLeaveQuestion()).toMatch(/has not been sent yet/);
    expect(screen.getByLabelText(/^hospital name/i)).toHaveValue('Mercy General');

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('PU-7F3K2Q')).toBeInTheDocument();
    // Once: a second return of the connection sends nothing more.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(requests).toHaveLength(1);
    expect(pendingLeaveQuestion()).toBeNull();
    expect(screen.queryByText(/Waiting for a connection/)).not.toBeInTheDocument();
  });
});

it('says when there were too many attempts (429 RATE_LIMITED) and keeps what was typed', async () => {
  server.use(
    gateway.mutation('RequestKitPickup', () =>
      HttpResponse.json(
        {
          errors: [
            {
              message: 'Too many attempts. Please wait 10 minutes and try again.',
              extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 600 },
            },
          ],
        },
        {
          status: 429,
          headers: { 'content-type': 'application/graphql-response+json', 'retry-after': '600' },
        },
      ),
    ),
  );
  renderWithPortal(<PickUpPage />);
  await screen.findByRole('button', { name: 'Request the pick-up' });
  fillValid(1);
  await userEvent.click(screen.getByRole('button', { name: 'Request the pick-up' }));
  expect(
    await screen.findByText('Too many attempts. Please wait 10 minutes and try again.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText(/^hospital name/i)).toHaveValue('Mercy General');
});

const booked = () =>
  pickupOf({
    locationType: 'HOSPITAL',
    place: 'Mercy General',
    address: '4001 J St, Sacramento',
    kitLocation: 'WITH_PARENT',
    timeZone: 'America/New_York',
    collectionDate: '2025-01-01',
    collectionTime: '10:00',
    contactPhone: '+1 916 555 0100',
    checklist: ['PAPERWORK_SIGNED', 'MATERNAL_BLOOD_TUBES', 'ROOM_TEMPERATURE'],
  });

it('keeps a booked pick-up when the parent says no to cancelling it', async () => {
  stored = booked();
  renderWithPortal(<PickUpPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel the pick-up' }));
  await userEvent.click(await screen.findByRole('button', { name: 'No, keep it' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(cancels).toBe(0);
  expect(screen.getByText('PU-7F3K2Q')).toBeInTheDocument();
});

it('cancels a booked pick-up once the parent confirms, then offers the form again', async () => {
  stored = booked();
  renderWithPortal(<PickUpPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel the pick-up' }));
  expect(await screen.findByText('Cancel the pick-up?')).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel the pick-up' }));
  expect(await screen.findByRole('button', { name: 'Request the pick-up' })).toBeInTheDocument();
  expect(cancels).toBe(1);
  expect(screen.queryByText('PU-7F3K2Q')).toBeNull();
});

describe('when two people may request the pick-up (a family of two)', () => {
  beforeEach(() => {
    familySize = 2;
  });

  it('says which family member requested it and when', async () => {
    stored = { ...booked(), requestedBy: sam, updatedAt: localTime(10, 42) };
    renderWithPortal(<PickUpPage />);
    expect(await screen.findByText('Requested by Sam, 10:42 AM')).toBeInTheDocument();
  });

  it('says "you" for the parent’s own request', async () => {
    renderWithPortal(<PickUpPage />);
    await screen.findByRole('button', { name: 'Request the pick-up' });
    fillValid(1);
    server.use(
      gateway.mutation('RequestKitPickup', ({ variables }) => {
        const input = (variables as { input: Record<string, unknown> }).input;
        stored = { ...pickupOf(input), requestedBy: you, updatedAt: localTime(11, 5) };
        return HttpResponse.json({ data: { requestPickup: stored } });
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Request the pick-up' }));
    expect(await screen.findByText('Requested by you, 11:05 AM')).toBeInTheDocument();
  });
});

it('says nothing about who requested it when only the parent follows the child', async () => {
  stored = { ...booked(), requestedBy: sam, updatedAt: localTime(10, 42) };
  renderWithPortal(<PickUpPage />);
  expect(await screen.findByText('PU-7F3K2Q')).toBeInTheDocument();
  expect(screen.queryByText(/Requested by/)).toBeNull();
});

const ACCESS_REVOKED_TEXT =
  "You no longer have access to this child's journey. Ask the account holder to invite you again.";
/** The gateway's refusal of every order call once the holder revoked the parent's access. */
const ACCESS_REVOKED = {
  message: ACCESS_REVOKED_TEXT,
  extensions: { code: 'FORBIDDEN', reason: 'ACCESS_REVOKED' },
};

it('says so when access was revoked, keeping what was typed', async () => {
  server.use(
    gateway.mutation('RequestKitPickup', () =>
      HttpResponse.json({ data: null, errors: [ACCESS_REVOKED] }),
    ),
  );
  renderWithPortal(<PickUpPage />);
  await screen.findByRole('button', { name: 'Request the pick-up' });
  fillValid(1);
  await userEvent.click(screen.getByRole('button', { name: 'Request the pick-up' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(ACCESS_REVOKED_TEXT);
  // Support cannot give access back: no number to call in this message.
  expect(within(alert).queryByRole('link')).toBeNull();
  expect(screen.getByLabelText(/^hospital name/i)).toHaveValue('Mercy General');
  expect(screen.getByLabelText(/^mobile number/i)).toHaveValue('+1 916 555 0100');
});

it('says so when a cancel is refused because access was revoked', async () => {
  stored = booked();
  server.use(
    gateway.mutation('CancelKitPickup', () =>
      HttpResponse.json({ data: null, errors: [ACCESS_REVOKED] }),
    ),
  );
  renderWithPortal(<PickUpPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel the pick-up' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel the pick-up' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(ACCESS_REVOKED_TEXT);
  expect(screen.getByText('PU-7F3K2Q')).toBeInTheDocument();
});

it('says so when the live status ended because access was revoked, and stops listening', async () => {
  renderWithPortal(<PickUpPage />);
  await screen.findByRole('button', { name: 'Request the pick-up' });
  setValue(/^hospital name/i, 'Mercy General');
  const live = jest.mocked(useLivePickup);
  expect(live).toHaveBeenLastCalledWith('ord_1', expect.any(Function));
  const onChange = live.mock.lastCall?.[1];
  // The stream ended with FORBIDDEN (ACCESS_REVOKED): the page reads again and is refused.
  server.use(
    gateway.query('PickupOrder', () =>
      HttpResponse.json({ data: { order: null }, errors: [ACCESS_REVOKED] }),
    ),
  );
  act(() => onChange?.());
  expect(await screen.findByRole('alert')).toHaveTextContent(ACCESS_REVOKED_TEXT);
  expect(screen.queryByText(/We could not load your pick-up/)).toBeNull();
  expect(screen.getByLabelText(/^hospital name/i)).toHaveValue('Mercy General');
  expect(live).toHaveBeenLastCalledWith(null, expect.any(Function));
});

it("shows only its heading and the spinner until the child's name has come, even when the page's answer came first", async () => {
  let answerName: () => void = () => undefined;
  const nameHeld = new Promise<void>((resolve) => {
    answerName = resolve;
  });
  server.use(
    gateway.query('SelectedChild', async () => {
      await nameHeld;
      return HttpResponse.json({
        data: {
          order: { __typename: 'Order', id: 'ord_1', childName: 'Baby Rivera', dueDate: null },
        },
      });
    }),
  );
  const answered: string[] = [];
  const onAnswer = async ({ request }: { request: Request }) => {
    const body = (await request.clone().json()) as { operationName?: string };
    answered.push(String(body.operationName));
  };
  server.events.on('response:mocked', onAnswer);
  renderWithPortal(<PickUpPage />);
  await waitFor(() => expect(answered).toContain('PickupOrder'));
  server.events.removeListener('response:mocked', onAnswer);
  // The page's own answer is in; nothing of it shows above or below the spinner yet.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(screen.getByRole('progressbar', { name: 'Loading your pick-up…' })).toBeVisible();
  expect(screen.queryByLabelText(/^hospital name/i)).toBeNull();
  expect(screen.queryByText(/tell us where the collection kit is/)).toBeNull();

  answerName();
  expect(await screen.findByText('For Baby Rivera')).toBeVisible();
  expect(await screen.findByLabelText(/^hospital name/i)).toBeVisible();
  expect(screen.queryByRole('progressbar', { name: 'Loading your pick-up…' })).toBeNull();
});
