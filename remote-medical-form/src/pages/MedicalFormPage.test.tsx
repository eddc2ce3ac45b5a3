import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { MedicalFormAnswers } from '@portal/rules/medical-form';
import { completeAnswers } from '@portal/rules/medical-form-testing';
import { analytics, orderStore, pendingLeaveQuestion, setOrders, swapOrder } from '@portal/shared';
import { renderWithPortal, resetPortalStores, signInForTests } from '@portal/shared/testing';
import { MedicalFormPage } from './MedicalFormPage';

interface ChangedBy {
  __typename: 'ChangedBy';
  firstName: string;
  isViewer: boolean;
}

interface StoredForm {
  status: 'NOT_STARTED' | 'DRAFT' | 'SUBMITTED';
  answers: MedicalFormAnswers | null;
  version: number;
  updatedAt: string | null;
  updatedBy: ChangedBy | null;
  submittedAt: string | null;
}

const gateway = graphql.link('http://gateway.test/graphql');
let forms: Record<string, StoredForm>;
let saves: { orderId: string; baseVersion: number; answers: MedicalFormAnswers }[];
let submissions: { orderId: string; baseVersion: number }[];
let conflictOnce = false;
/** How many people follow the child (the holder, then guardians). */
let familySize = 1;
/** When the next draft save happens (the gateway's clock). */
let saveTime = '2026-06-01T12:00:00Z';

/** The signed-in parent's saves, and another family member's. */
const you: ChangedBy = { __typename: 'ChangedBy', firstName: 'Jordan', isViewer: true };
const sam: ChangedBy = { __typename: 'ChangedBy', firstName: 'Sam', isViewer: false };
/** An instant at this wall-clock time on the test machine (the time the parent reads). */
const localTime = (hour: number, minute: number) =>
  new Date(2026, 5, 1, hour, minute).toISOString();

const empty = (): StoredForm => ({
  status: 'NOT_STARTED',
  answers: null,
  version: 0,
  updatedAt: null,
  updatedBy: null,
  submittedAt: null,
});
const formOf = (orderId: string) => forms[orderId] ?? empty();

const server = setupServer(
  gateway.query('SelectedChild', ({ variables }) =>
    HttpResponse.json({
      data: {
        order: {
          __typename: 'Order',
          id: variables['id'],
          childName: variables['id'] === 'ord_a' ? 'Ava' : 'Ben',
          dueDate: '2026-07-01',
        },
      },
    }),
  ),
  gateway.query('MedicalFormOrder', ({ variables }) => {
    const id = variables['id'] as string;
    return HttpResponse.json({
      data: {
        order: {
          __typename: 'Order',
          id,
          childName: null,
          medicalForm: { __typename: 'MedicalForm', ...formOf(id) },
          family: {
            __typename: 'Family',
            members: Array.from({ length: familySize }, (_, index) => ({
              __typename: 'FamilyMember',
              uid: `user_${index + 1}`,
            })),
          },
        },
      },
    });
  }),
  gateway.mutation('SaveMedicalFormDraft', ({ variables }) => {
    const { orderId, baseVersion, answers } = variables as {
      orderId: string;
      baseVersion: number;
      answers: MedicalFormAnswers;
    };
    saves.push({ orderId, baseVersion, answers });
    const current = formOf(orderId);
    if (conflictOnce || current.version !== baseVersion) {
      conflictOnce = false;
      return HttpResponse.json({
        data: null,
        errors: [{ message: 'changed elsewhere', extensions: { code: 'CONFLICT' } }],
      });
    }
    const saved: StoredForm = {
      ...current,
      status: 'DRAFT',
      answers,
      version: current.version + 1,
      updatedAt: saveTime,
      updatedBy: you,
    };
    forms[orderId] = saved;
    return HttpResponse.json({
      data: {
        saveMedicalFormDraft: {
          __typename: 'MedicalForm',
          status: saved.status,
          version: saved.version,
          updatedAt: saved.updatedAt,
          updatedBy: saved.updatedBy,
        },
      },
    });
  }),
  gateway.mutation('SubmitMedicalForm', ({ variables }) => {
    const { orderId, baseVersion, answers } = variables as {
      orderId: string;
      baseVersion: number;
      answers: MedicalFormAnswers;
    };
    submissions.push({ orderId, baseVersion });
    const form: StoredForm = {
      status: 'SUBMITTED',
      answers,
      version: baseVersion + 1,
      updatedAt: '2026-06-01T12:00:00Z',
      updatedBy: you,
      submittedAt: '2026-06-01T12:00:00Z',
    };
    forms[orderId] = form;
    return HttpResponse.json({
      data: { submitMedicalForm: { __typename: 'MedicalForm', ...form } },
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  forms = {};
  saves = [];
  submissions = [];
  conflictOnce = false;
  familySize = 1;
  saveTime = '2026-06-01T12:00:00Z';
  resetPortalStores();
  signInForTests();
  setOrders([{ id: 'ord_a', purchaserName: 'Test Parent' }]);
});

const draft = (
  answers: MedicalFormAnswers,
  version = 2,
  updatedBy: ChangedBy = you,
  updatedAt = '2026-06-01T12:00:00Z',
): StoredForm => ({
  status: 'DRAFT',
  answers,
  version,
  updatedAt,
  updatedBy,
  submittedAt: null,
});

async function openPage() {
  renderWithPortal(<MedicalFormPage />, { route: '/portal/medical-form' });
  await screen.findByText(/Section \d of 8/);
}

it('draws the first section from the schema, with its progress', async () => {
  await openPage();
  expect(screen.getByText('Section 1 of 8')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: "Mother's details" })).toBeInTheDocument();
  for (const label of ['Full name', 'Date of birth', 'Phone number', 'Home address']) {
    expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
  }
  expect(screen.getByRole('progressbar', { name: 'Section 1 of 8' })).toBeInTheDocument();
});

it('refuses to move on with missing answers and names them beside the fields', async () => {
  await openPage();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Full name is required.')).toBeInTheDocument();
  expect(screen.getByText('Date of birth is required.')).toBeInTheDocument();
  expect(screen.getByText('Section 1 of 8')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Full name/)).toHaveFocus();
});

it('saves a draft as the parent types: Saving…, then Saved, on the version it read', async () => {
  forms['ord_a'] = draft({ mother: { fullName: 'Jo' } }, 4);
  await openPage();
  const status = screen.getByRole('status');
  await userEvent.type(screen.getByLabelText(/^Full name/), 'rdan');
  await waitFor(() => expect(status).toHaveTextContent('Saving…'));
  await waitFor(() => expect(status).toHaveTextContent('Saved'), { timeout: 3000 });
  expect(saves).toHaveLength(1);
  expect(saves[0]).toMatchObject({ baseVersion: 4, answers: { mother: { fullName: 'Jordan' } } });
});

it('keeps the answers while offline and saves them when the browser is back online', async () => {
  await openPage();
  // The network goes away: every request to the gateway fails.
  server.use(http.post('http://gateway.test/graphql', () => HttpResponse.error()));
  const status = screen.getByRole('status');
  await userEvent.type(screen.getByLabelText(/^Full name/), 'Casey');
  await waitFor(
    () =>
      expect(status).toHaveTextContent(
        'Offline: your answers will be saved when you are back online',
      ),
    { timeout: 3000 },
  );
  server.resetHandlers();
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  await waitFor(() => expect(status).toHaveTextContent('Saved'), { timeout: 3000 });
  expect(saves.at(-1)?.answers).toEqual({ mother: { fullName: 'Casey' } });
});

it('asks before the page is left while answers are not saved yet', async () => {
  await openPage();
  const leave = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(leave()).toBe(false);
  await userEvent.type(screen.getByLabelText(/^Full name/), 'Jo');
  expect(leave()).toBe(true);
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'), {
    timeout: 3000,
  });
  expect(leave()).toBe(false);
});

it('resumes at the first section with missing answers', async () => {
  const { mother, pregnancy } = completeAnswers();
  forms['ord_a'] = draft({ mother, pregnancy, health: { conditions: { answer: 'no' } } });
  await openPage();
  expect(screen.getByText('Section 3 of 8')).toBeInTheDocument();
  expect(
    screen.getByRole('heading', { level: 2, name: 'General health and medicines' }),
  ).toBeInTheDocument();
});

it('asks for an explanation after a "yes" and shows a calm note', async () => {
  const { mother, pregnancy, health } = completeAnswers();
  forms['ord_a'] = draft({ mother, pregnancy, health });
  await openPage();
  expect(screen.getByText('Section 4 of 8')).toBeInTheDocument();
  const hiv = screen.getByRole('radiogroup', { name: /^HIV/ });
  await userEvent.click(within(hiv).getByRole('radio', { name: 'Yes' }));
  expect(
    screen.getByText(
      'Thank you for telling us. A “yes” does not stop you from banking: our medical team reviews every answer and may call you to ask a few questions.',
    ),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Please explain your “yes” to “HIV”.')).toBeInTheDocument();
});

it('reviews every answer, submits once, then is read-only with its date', async () => {
  const track = jest.spyOn(analytics, 'track');
  const answers = completeAnswers();
  forms['ord_a'] = draft(answers, 6);
  await openPage();
  expect(screen.getByText('Section 8 of 8')).toBeInTheDocument();
  expect(
    screen.getByRole('heading', { level: 3, name: "1. Mother's details" }),
  ).toBeInTheDocument();
  expect(screen.getAllByText('Jordan Rivera').length).toBeGreaterThan(0);
  expect(screen.getAllByRole('button', { name: /^Edit / })).toHaveLength(7);
  await userEvent.click(screen.getByRole('button', { name: 'Submit the form' }));
  expect(await screen.findByText(/was submitted on June 1, 2026/)).toBeInTheDocument();
  expect(submissions).toEqual([{ orderId: 'ord_a', baseVersion: 6 }]);
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Submit the form' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Print your answers' })).toBeInTheDocument();
  // Analytics hear event names and section numbers only.
  expect(track).toHaveBeenCalledWith('Medical Form Submitted', { step: 8 });
  expect(JSON.stringify(track.mock.calls)).not.toContain('Jordan');
  track.mockRestore();
});

it('opens a submitted form read-only, with its submission date and a print button', async () => {
  forms['ord_a'] = {
    ...draft(completeAnswers(), 3),
    status: 'SUBMITTED',
    submittedAt: '2026-05-20T10:00:00Z',
  };
  renderWithPortal(<MedicalFormPage />, { route: '/portal/medical-form' });
  expect(await screen.findByText(/was submitted on May 20, 2026/)).toBeInTheDocument();
  expect(screen.queryByText(/Section \d of 8/)).toBeNull();
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(screen.getByRole('heading', { level: 2, name: '8. Review and consent' })).toBeVisible();
});

it('shows the newer answers and what the parent typed when another tab saved first', async () => {
  forms['ord_a'] = draft({ mother: { fullName: 'Jordan' } }, 1);
  await openPage();
  // Another tab saves version 2 meanwhile.
  forms['ord_a'] = draft({ mother: { fullName: 'Jordan from tab two' } }, 2);
  await userEvent.type(screen.getByLabelText(/^Full name/), ' Rivera');
  const notice = await screen.findByText(
    'Your answers were changed somewhere else',
    {},
    { timeout: 3000 },
  );
  expect(notice).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Answers that differ' });
  expect(within(table).getByRole('cell', { name: 'Jordan from tab two' })).toBeInTheDocument();
  expect(within(table).getByRole('cell', { name: 'Jordan Rivera' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Keep what I typed' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
  expect(saves.at(-1)).toMatchObject({
    baseVersion: 2,
    answers: { mother: { fullName: 'Jordan Rivera' } },
  });
});

it('takes the newer answers when the parent chooses them, without saving them again', async () => {
  forms['ord_a'] = draft({ mother: { fullName: 'Jordan' } }, 1);
  await openPage();
  forms['ord_a'] = draft({ mother: { fullName: 'Jordan from tab two' } }, 2);
  await userEvent.type(screen.getByLabelText(/^Full name/), ' Rivera');
  await screen.findByText('Your answers were changed somewhere else', {}, { timeout: 3000 });
  const savesBefore = saves.length;
  await userEvent.click(screen.getByRole('button', { name: 'Use the newer answers' }));
  expect(screen.getByLabelText(/^Full name/)).toHaveValue('Jordan from tab two');
  expect(screen.queryByText('Your answers were changed somewhere else')).toBeNull();
  // Past the saver's quiet time: nothing is sent later either.
  await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
  expect(saves).toHaveLength(savesBefore);
});

it('opens a section from the review with focus on its heading, then goes back to the review', async () => {
  forms['ord_a'] = draft(completeAnswers(), 6);
  await openPage();
  await userEvent.click(screen.getByRole('button', { name: "Edit Mother's details" }));
  const heading = await screen.findByRole('heading', { level: 2, name: "Mother's details" });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.getByText('Section 1 of 8')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Back to review' }));
  expect(await screen.findByText('Section 8 of 8')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('heading', { level: 2, name: 'Review and consent' })).toHaveFocus(),
  );
});

it("switches to the sibling's form when the parent switches child", async () => {
  setOrders([
    { id: 'ord_a', purchaserName: 'Test Parent' },
    { id: 'ord_b', purchaserName: 'Test Parent' },
  ]);
  forms['ord_a'] = draft({ mother: { fullName: 'Form of A' } });
  forms['ord_b'] = {
    ...draft(completeAnswers()),
    status: 'SUBMITTED',
    submittedAt: '2026-05-20T10:00:00Z',
  };
  renderWithPortal(<MedicalFormPage />, { route: '/portal/medical-form' });
  expect(await screen.findByDisplayValue('Form of A')).toBeInTheDocument();
  act(() => swapOrder());
  expect(await screen.findByText(/was submitted on May 20, 2026/)).toBeInTheDocument();
  expect(screen.queryByDisplayValue('Form of A')).toBeNull();
  act(() => swapOrder());
  expect(await screen.findByDisplayValue('Form of A')).toBeInTheDocument();
});

describe('when two people may fill the form (a family of two)', () => {
  beforeEach(() => {
    familySize = 2;
  });

  it('says which family member saved last and when, beside the save status', async () => {
    forms['ord_a'] = draft({ mother: { fullName: 'Jo' } }, 2, sam, localTime(10, 42));
    await openPage();
    expect(screen.getByText('Saved by Sam, 10:42 AM')).toBeInTheDocument();
    // Plain text: the save status announces each save; this line is not a second live region.
    expect(screen.getByRole('status')).not.toHaveTextContent('Saved by');
  });

  it('says "you" once the parent saved, and updates after each save', async () => {
    forms['ord_a'] = draft({ mother: { fullName: 'Jo' } }, 2, sam, localTime(10, 42));
    await openPage();
    saveTime = localTime(11, 5);
    await userEvent.type(screen.getByLabelText(/^Full name/), 'rdan');
    expect(
      await screen.findByText('Saved by you, 11:05 AM', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Saved by Sam, 10:42 AM')).toBeNull();
    expect(saves).toHaveLength(1);
  });

  it('says who saved the newer answers once they are read after a conflict', async () => {
    forms['ord_a'] = draft({ mother: { fullName: 'Jordan' } }, 1, you, localTime(9, 30));
    await openPage();
    expect(screen.getByText('Saved by you, 9:30 AM')).toBeInTheDocument();
    // Sam saves version 2 meanwhile.
    forms['ord_a'] = draft({ mother: { fullName: 'Jordan S.' } }, 2, sam, localTime(10, 42));
    await userEvent.type(screen.getByLabelText(/^Full name/), ' Rivera');
    await screen.findByText('Your answers were changed somewhere else', {}, { timeout: 3000 });
    expect(await screen.findByText('Saved by Sam, 10:42 AM')).toBeInTheDocument();
    expect(screen.queryByText('Saved by you, 9:30 AM')).toBeNull();
  });
});

it('shows nothing about who saved when only the parent follows the child', async () => {
  forms['ord_a'] = draft({ mother: { fullName: 'Jo' } }, 2, sam, localTime(10, 42));
  await openPage();
  await userEvent.type(screen.getByLabelText(/^Full name/), 'rdan');
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'), {
    timeout: 3000,
  });
  expect(saves).toHaveLength(1);
  expect(screen.queryByText(/Saved by/)).toBeNull();
});

const ACCESS_REVOKED = {
  message:
    "You no longer have access to this child's journey. Ask the account holder to invite you again.",
  extensions: { code: 'FORBIDDEN', reason: 'ACCESS_REVOKED' },
};

it('says so when access was revoked, keeps what was typed and stops saving', async () => {
  forms['ord_a'] = draft({ mother: { fullName: 'Jo' } }, 2);
  await openPage();
  let refused = 0;
  server.use(
    gateway.mutation('SaveMedicalFormDraft', () => {
      refused += 1;
      return HttpResponse.json({ data: null, errors: [ACCESS_REVOKED] });
    }),
  );
  const field = screen.getByLabelText(/^Full name/);
  await userEvent.type(field, 'rdan');
  const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
  expect(alert).toHaveTextContent(
    "You no longer have access to this child's journey. Ask the account holder to invite you again.",
  );
  expect(field).toHaveValue('Jordan');
  expect(screen.getByRole('status')).toHaveTextContent(
    'Your answers are not saved yet: see the message above.',
  );
  // More typing, the saver's quiet time, the browser back online: nothing is sent again.
  await userEvent.type(field, ' Rivera');
  await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(refused).toBe(1);
  expect(field).toHaveValue('Jordan Rivera');
  // Leaving still asks first: what was typed is only on this page now.
  expect(pendingLeaveQuestion()).toBe(
    'Some of your answers could not be saved, so they are only on this page. Leave this page anyway?',
  );
});

it('once revoked, the shell drops the child but the page keeps what was typed', async () => {
  setOrders([
    { id: 'ord_b', purchaserName: 'Test Parent' },
    { id: 'ord_a', purchaserName: 'Jordan Holder' },
  ]);
  forms['ord_a'] = draft({ mother: { fullName: 'Jo' } }, 2);
  await openPage();
  server.use(
    gateway.mutation('SaveMedicalFormDraft', () =>
      HttpResponse.json({ data: null, errors: [ACCESS_REVOKED] }),
    ),
    // The gateway no longer lists the child whose access ended.
    gateway.query('getUserOrder', () =>
      HttpResponse.json({
        data: {
          me: { id: 'test-user-1', orders: [{ id: 'ord_b', purchaserName: 'Test Parent' }] },
        },
      }),
    ),
  );
  const field = screen.getByLabelText(/^Full name/);
  await userEvent.type(field, 'rdan');
  expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
    "You no longer have access to this child's journey.",
  );
  await waitFor(() => expect(orderStore.getState().orders.map((o) => o.id)).toEqual(['ord_b']));
  expect(orderStore.getState().selected?.id).toBe('ord_b');
  // Give the page time to follow the selection: it keeps the form it had.
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(screen.getByLabelText(/^Full name/)).toHaveValue('Jordan');
  expect(screen.getByRole('alert')).toHaveTextContent(
    "You no longer have access to this child's journey.",
  );
});

it('says so when access was revoked at submit, keeping every answer on the page', async () => {
  forms['ord_a'] = draft(completeAnswers(), 6);
  await openPage();
  server.use(
    gateway.mutation('SubmitMedicalForm', () =>
      HttpResponse.json({ data: null, errors: [ACCESS_REVOKED] }),
    ),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Submit the form' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "You no longer have access to this child's journey. Ask the account holder to invite you again.",
  );
  expect(screen.queryByText(/was submitted on/)).toBeNull();
  expect(screen.getByText('Section 8 of 8')).toBeInTheDocument();
  expect(screen.getAllByText('Jordan Rivera').length).toBeGreaterThan(0);
  expect(screen.getByRole('button', { name: 'Submit the form' })).toBeInTheDocument();
});

it('says so when access was revoked before the page opened', async () => {
  server.use(
    gateway.query('MedicalFormOrder', () =>
      HttpResponse.json({ data: { order: null }, errors: [ACCESS_REVOKED] }),
    ),
  );
  renderWithPortal(<MedicalFormPage />, { route: '/portal/medical-form' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "You no longer have access to this child's journey. Ask the account holder to invite you again.",
  );
  expect(screen.queryByText(/We could not load your form/)).toBeNull();
});
