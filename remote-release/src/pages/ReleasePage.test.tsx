import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SESSION_TOKEN_KEY, setOrders } from '@portal/shared';
import { renderWithPortal, resetPortalStores, signInForTests } from '@portal/shared/testing';
import { ReleasePage } from './ReleasePage';

// The live refresh has its own tests (shared/src/graphql/live-subscription.test.ts).
jest.mock('@portal/shared', () => ({
  ...jest.requireActual<object>('@portal/shared'),
  useLiveSubscription: jest.fn(() => 'idle'),
}));

const gateway = graphql.link('http://gateway.test/graphql');

// Typing a whole form and reading files takes a few seconds on a busy machine.
jest.setTimeout(20_000);

const REQUEST_FIELDS = {
  __typename: 'ReleaseRequest',
  id: 'rr_1',
  reference: 'RR-7K3M9Q',
  kind: 'TRANSPLANT',
  status: 'RECEIVED',
  physicianName: 'Dr. Ana Ortiz',
  centreName: 'Hope Transplant Centre',
  patientRelation: 'SIBLING',
  neededBy: 'WITHIN_3_MONTHS',
  bankName: null,
  contactName: null,
  feeCents: 0,
  currency: 'usd',
  bankMessage: null,
  carrier: null,
  trackingRef: null,
  canCancel: true,
  history: [{ __typename: 'ReleaseStep', status: 'RECEIVED', at: '2026-11-28T15:00:00Z' }],
  files: [
    {
      __typename: 'ReleaseFile',
      id: 'rfu_000000000000000000000001',
      purpose: 'AUTHORISATION',
      fileName: 'authorisation.pdf',
      byteSize: 1200,
      downloadPath: '/documents/rfu_000000000000000000000001/download',
    },
  ],
  createdAt: '2026-11-28T15:00:00Z',
  updatedAt: '2026-11-28T15:00:00Z',
};

type Request = Omit<typeof REQUEST_FIELDS, 'bankMessage' | 'carrier' | 'trackingRef'> & {
  bankMessage: string | null;
  carrier: string | null;
  trackingRef: string | null;
};
const REQUEST: Request = REQUEST_FIELDS;
let access = 'HOLDER';
let request: Request | null = null;
/** Whether the child's unit is stored (its certificate issued). */
let stored = true;
let uploads: { purpose: string | null; key: string | null; name: string | null }[] = [];
let uploadStatus = 201;
/** Statuses the next uploads answer, one each (then uploadStatus). */
let uploadAnswers: number[] = [];
let started: unknown[] = [];
let cancelled = 0;
let answers: unknown[] = [];

const server = setupServer(
  gateway.query('SelectedChild', () =>
    HttpResponse.json({
      data: {
        order: { __typename: 'Order', id: 'ord_1', childName: 'Maya Rivera', dueDate: null },
      },
    }),
  ),
  // The portal's readers of the account's orders, read again after each change.
  gateway.query('getUserOrder', () =>
    HttpResponse.json({
      data: {
        me: {
          __typename: 'User',
          id: 'u_1',
          orders: [{ __typename: 'Order', id: 'ord_1', purchaserName: 'Jordan Rivera' }],
        },
      },
    }),
  ),
  gateway.query('ChildRelease', () =>
    HttpResponse.json({
      data: {
        order: {
          __typename: 'Order',
          id: 'ord_1',
          access,
          stage: stored ? 'CERTIFICATE_READY' : 'LAB_PROCESSING',
          certificate: { __typename: 'Certificate', status: stored ? 'ISSUED' : 'LOCKED' },
          releaseRequest: request,
        },
      },
    }),
  ),
  gateway.mutation('StartRelease', ({ variables }) => {
    started.push(variables);
    request = { ...REQUEST };
    return HttpResponse.json({ data: { startReleaseRequest: request } });
  }),
  gateway.mutation('CancelRelease', () => {
    cancelled += 1;
    request = { ...REQUEST, status: 'CANCELLED', canCancel: false };
    return HttpResponse.json({ data: { cancelReleaseRequest: request } });
  }),
  gateway.mutation('AnswerRelease', ({ variables }) => {
    answers.push(variables);
    request = { ...REQUEST, status: 'UNDER_REVIEW', bankMessage: null };
    return HttpResponse.json({ data: { answerReleaseRequest: request } });
  }),
  http.post('http://gateway.test/releases/files', ({ request: upload }) => {
    const url = new URL(upload.url);
    uploads.push({
      purpose: url.searchParams.get('purpose'),
      key: upload.headers.get('idempotency-key'),
      name: upload.headers.get('x-file-name'),
    });
    const answer = uploadAnswers.shift() ?? uploadStatus;
    if (answer !== 201) {
      return HttpResponse.json({ error: { code: 'REFUSED' } }, { status: answer });
    }
    return HttpResponse.json(
      {
        id: `rfu_00000000000000000000000${uploads.length}`,
        purpose: url.searchParams.get('purpose'),
      },
      { status: 201 },
    );
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.removeItem(SESSION_TOKEN_KEY);
});
afterAll(() => server.close());

beforeEach(() => {
  access = 'HOLDER';
  stored = true;
  request = null;
  uploads = [];
  uploadStatus = 201;
  uploadAnswers = [];
  started = [];
  cancelled = 0;
  answers = [];
  resetPortalStores();
  signInForTests();
  setOrders([{ id: 'ord_1', purchaserName: 'Jordan Rivera' }]);
  localStorage.setItem(SESSION_TOKEN_KEY, 'id-token-1');
});

const pdf = (name: string) =>
  new File(['%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'], name, { type: 'application/pdf' });
const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], name, {
    type: 'image/png',
  });
const fakePdf = (name: string) => new File(['not a pdf at all'], name, { type: 'application/pdf' });

async function fillTransplant(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'For a transplant' }));
  await user.type(screen.getByRole('textbox', { name: /Physician name/ }), 'Dr. Ana Ortiz');
  await user.type(
    screen.getByRole('textbox', { name: /Transplant centre/ }),
    'Hope Transplant Centre',
  );
  await user.type(screen.getByRole('textbox', { name: /Street address/ }), '1 Main Street');
  await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Boston');
  await user.type(screen.getByRole('textbox', { name: /State or province/ }), 'MA');
  await user.type(screen.getByRole('textbox', { name: /ZIP or postal code/ }), '02115');
  await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '+1 617 555 0100');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ortiz@hope.example');
  await user.click(screen.getByRole('radio', { name: 'A sibling' }));
  await user.click(screen.getByRole('radio', { name: 'Within 3 months' }));
}

it('shows every problem beside its field and moves focus to the first', async () => {
  const user = userEvent.setup();
  renderWithPortal(<ReleasePage />, { route: '/portal/release' });
  expect(
    await screen.findByText(/No diagnosis or health details are asked here/),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'For a transplant' }));
  await user.click(screen.getByRole('button', { name: 'Send the request' }));
  expect(await screen.findByText('Please check the highlighted answers.')).toBeInTheDocument();
  expect(screen.getByText('Choose who the patient is to the child.')).toBeInTheDocument();
  expect(screen.getByText('Add the signed authorisation.')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: /Physician name/ })).toHaveFocus(),
  );
  expect(
    screen.getByText('There is no fee to release the cord blood for a transplant.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'Transfer to another bank' }));
  expect(screen.getByText('A transfer to another bank costs $250.00.')).toBeInTheDocument();
  expect(started).toEqual([]);
});

it('refuses a fake PDF beside its field and keeps what was typed', async () => {
  const user = userEvent.setup();
  renderWithPortal(<ReleasePage />, { route: '/portal/release' });
  await fillTransplant(user);
  await user.upload(screen.getByLabelText(/^Signed authorisation/), fakePdf('signed.pdf'));
  expect(await screen.findByText(/This file is not a PDF, JPEG or PNG/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send the request' }));
  expect(screen.getByRole('textbox', { name: /Physician name/ })).toHaveValue('Dr. Ana Ortiz');
  expect(uploads).toEqual([]);
  expect(started).toEqual([]);
});

it('shows the gateway’s refusal of a large file beside it, and keeps the form', async () => {
  const user = userEvent.setup();
  uploadStatus = 413;
  renderWithPortal(<ReleasePage />, { route: '/portal/release' });
  await fillTransplant(user);
  await user.upload(screen.getByLabelText(/^Signed authorisation/), pdf('signed.pdf'));
  await user.upload(screen.getByLabelText(/^Photo identification/), png('id.png'));
  await user.click(screen.getByRole('button', { name: 'Send the request' }));
  expect(await screen.findByText(/This file is larger than 10 MB/)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Transplant centre/ })).toHaveValue(
    'Hope Transplant Centre',
  );
  expect(started).toEqual([]);
});

it('uploads both files, each with its own key, then starts the request and confirms it', async () => {
  const user = userEvent.setup();
  renderWithPortal(<ReleasePage />, { route: '/portal/release' });
  await fillTransplant(user);
  await user.upload(screen.getByLabelText(/^Signed authorisation/), pdf('signed form.pdf'));
  await user.upload(screen.getByLabelText(/^Photo identification/), png('id.png'));
  await user.click(screen.getByRole('button', { name: 'Send the request' }));
  expect(await screen.findByText('Your request was sent')).toBeInTheDocument();
  expect(screen.getByText(/Its reference is RR-7K3M9Q/)).toBeInTheDocument();
  expect(uploads.map((upload) => upload.purpose)).toEqual(['AUTHORISATION', 'PHOTO_ID']);
  expect(uploads[0]?.name).toBe('signed%20form.pdf');
  expect(uploads[0]?.key).toBeTruthy();
  expect(uploads[0]?.key).not.toBe(uploads[1]?.key);
  expect(started).toEqual([
    {
      orderId: 'ord_1',
      input: expect.objectContaining({
        kind: 'TRANSPLANT',
        physicianName: 'Dr. Ana Ortiz',
        patientRelation: 'SIBLING',
        neededBy: 'WITHIN_3_MONTHS',
        bankName: null,
        authorisationFileId: 'rfu_000000000000000000000001',
        photoIdFileId: 'rfu_000000000000000000000002',
      }),
    },
  ]);
  expect(screen.getByRole('heading', { name: 'Status: Received' })).toBeInTheDocument();
});

it('says beside the photo ID that the gateway found it not a PDF, JPEG or PNG (415)', async () => {
  const user = userEvent.setup();
  uploadAnswers = [201, 415];
  renderWithPortal(<ReleasePage />, { route: '/portal/release' });
  await fillTransplant(user);
  await user.upload(screen.getByLabelText(/^Signed authorisation/), pdf('signed.pdf'));
  await user.upload(screen.getByLabelText(/^Photo identification/), png('id.png'));
  await user.click(screen.getByRole('button', { name: 'Send the request' }));
  expect(await screen.findByText(/This file is not a PDF, JPEG or PNG/)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText(/^Photo identification/)).toHaveFocus());
  expect(screen.getByRole('textbox', { name: /Physician name/ })).toHaveValue('Dr. Ana Ortiz');
  expect(started).toEqual([]);
});

it('sends each file once when the request is sent again after a failed upload', async () => {
  const user = userEvent.setup();
  uploadAnswers = [201, 500];
  renderWithPortal(<ReleasePage />, { route: '/portal/release' });
  await fillTransplant(user);
  await user.upload(screen.getByLabelText(/^Signed authorisation/), pdf('signed.pdf'));
  await user.upload(screen.getByLabelText(/^Photo identification/), png('id.png'));
  await user.click(screen.getByRole('button', { name: 'Send the request' }));
  expect(await screen.findByText(/We could not send this file just now/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send the request' }));
  expect(await screen.findByText('Your request was sent')).toBeInTheDocument();
  // The authorisation was stored the first time; the photo ID is sent again with its own key.
  expect(uploads.map((upload) => upload.purpose)).toEqual([
    'AUTHORISATION',
    'PHOTO_ID',
    'PHOTO_ID',
  ]);
  expect(uploads[1]?.key).toBe(uploads[2]?.key);
  expect(started).toHaveLength(1);
});

it('shows a guardian the request and its status, never the form or a cancel', async () => {
  access = 'GUARDIAN';
  request = {
    ...REQUEST,
    status: 'SHIPPED',
    canCancel: false,
    carrier: 'MedCourier',
    trackingRef: 'MC123',
    files: [],
  };
  renderWithPortal(<ReleasePage />, { route: '/portal/release' });
  expect(await screen.findByRole('heading', { name: 'Status: Shipped' })).toBeInTheDocument();
  expect(screen.getByText('Carrier: MedCourier · Tracking reference: MC123')).toBeInTheDocument();
  expect(
    screen.getByText('Only the account holder can start or cancel a release or transfer request.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel this request' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send the request' })).not.toBeInTheDocument();
});

it('lets the holder cancel before approval, after confirming', async () => {
  const user = userEvent.setup();
  request = { ...REQUEST };
  renderWithPortal(<ReleasePage />, { route: '/portal/release' });
  expect(await screen.findByRole('heading', { name: 'Status: Received' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download authorisation.pdf' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel this request' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this request?' });
  await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the request' }));
  expect(await screen.findByRole('heading', { name: 'Status: Cancelled' })).toBeInTheDocument();
  expect(cancelled).toBe(1);
});

it.each([
  ['CANCELLED', 'Cancelled', 1],
  ['COMPLETED', 'Completed', 0],
] as const)(
  'after a %s request the holder is offered a new one only if the unit is still here',
  async (status, shown, forms) => {
    request = { ...REQUEST, status, canCancel: false };
    renderWithPortal(<ReleasePage />, { route: '/portal/release' });
    expect(await screen.findByRole('heading', { name: `Status: ${shown}` })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: 'Send the request' })).toHaveLength(forms);
  },
);

it('offers no request before the unit is stored, and says when it can be asked', async () => {
  stored = false;
  renderWithPortal(<ReleasePage />, { route: '/portal/release' });
  expect(await screen.findByTestId('release-not-stored')).toHaveTextContent(
    /once your baby's cord blood is stored and its certificate is issued/,
  );
  expect(screen.queryByRole('button', { name: 'Send the request' })).not.toBeInTheDocument();
});

it('shows the bank’s question and sends the holder’s answer with a file', async () => {
  const user = userEvent.setup();
  request = { ...REQUEST, status: 'NEEDS_INFO', bankMessage: 'Please send the centre’s letter.' };
  renderWithPortal(<ReleasePage />, { route: '/portal/release' });
  expect(await screen.findByText('Please send the centre’s letter.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send the answer' }));
  expect(await screen.findByText('Write your answer to the bank.')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /Your answer/ }), 'Here it is.');
  await user.upload(screen.getByLabelText(/^Files for the bank/), pdf('letter.pdf'));
  await user.click(screen.getByRole('button', { name: 'Send the answer' }));
  expect(await screen.findByRole('heading', { name: 'Status: Under review' })).toBeInTheDocument();
  expect(uploads.map((upload) => upload.purpose)).toEqual(['SUPPORTING']);
  expect(answers).toEqual([
    { orderId: 'ord_1', message: 'Here it is.', fileIds: ['rfu_000000000000000000000001'] },
  ]);
});
