import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from '@portal/shared/router';
import { i18n, pendingLeaveQuestion, routes } from '@portal/shared';
import {
  renderWithPortal,
  resetPortalStores,
  settleRequestsAfterEach,
  signInForTests,
} from '@portal/shared/testing';
import type {
  ContactPreferencesInput,
  NotificationSettingsQuery,
} from '../features/contact-settings/api/contact-settings.generated';
import type { NotificationKind } from '../features/notifications/api/notifications.generated';
import { NOTIFICATION_KIND_LABELS } from '../features/contact-settings/notification-kind-labels';
import { NotificationSettingsPage } from './NotificationSettingsPage';

const GATEWAY = 'http://gateway.test/graphql';
const server = setupServer();

type Settings = NotificationSettingsQuery['me']['profile'];

const KINDS: NotificationKind[] = [
  'KIT_SHIPPED',
  'HEALTH_FORM_RECEIVED',
  'COURIER_DISPATCHED',
  'KIT_COLLECTED',
  'UNIT_AT_LAB',
  'PROCESSING_DONE',
  'CERTIFICATE_ISSUED',
  'RENEWAL_FAILED',
  'DOCUMENT_ADDED',
  'RELEASE_UPDATED',
];

/** Every kind, both off (as the gateway answers before anything is chosen), or as given. */
const preferences = (
  chosen: Partial<Record<NotificationKind, { email?: boolean; sms?: boolean }>>,
) =>
  KINDS.map((kind) => ({
    kind,
    email: chosen[kind]?.email ?? false,
    sms: chosen[kind]?.sms ?? false,
  }));

const NOTHING_CHOSEN: Settings = {
  mobilePhone: null,
  mailingAddress: null,
  notificationPreferences: preferences({}),
};

/** What the gateway holds for the parent, and every input it was asked to save. */
let settings: Settings;
let saved: ContactPreferencesInput[];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
settleRequestsAfterEach(server);
beforeEach(() => {
  resetPortalStores();
  signInForTests();
  settings = NOTHING_CHOSEN;
  saved = [];
  const link = graphql.link(GATEWAY);
  server.use(
    link.query('NotificationSettings', () =>
      HttpResponse.json({ data: { me: { profile: settings } } }),
    ),
    link.mutation('UpdateContactPreferences', ({ variables }) => {
      const input = variables.input as ContactPreferencesInput;
      saved.push(input);
      settings = {
        mobilePhone: input.mobilePhone ?? null,
        mailingAddress: input.mailingAddress
          ? { ...input.mailingAddress, line2: input.mailingAddress.line2 ?? null }
          : null,
        notificationPreferences: input.preferences,
      };
      return HttpResponse.json({ data: { user: { updateContactPreferences: settings } } });
    }),
  );
});

/** The connection drops for one operation while `dropped()` says so (the others still answer). */
const dropConnectionFor = (operation: string, dropped: () => boolean = () => true) =>
  server.use(
    http.post(GATEWAY, async ({ request }) => {
      const { operationName } = (await request.clone().json()) as { operationName?: string };
      return operationName === operation && dropped() ? HttpResponse.error() : undefined;
    }),
  );

const renderPageOnce = () =>
  renderWithPortal(
    <Routes>
      <Route path={routes.notificationSettings} element={<NotificationSettingsPage />} />
    </Routes>,
    { route: routes.notificationSettings },
  );

function renderPage() {
  const user = userEvent.setup();
  renderPageOnce();
  return user;
}

const kind = (label: string) => screen.getByRole('group', { name: label });
const checkbox = (label: string, channel: 'Email' | 'Text message') =>
  within(kind(label)).getByRole('checkbox', { name: channel });
const field = (name: string) => screen.getByRole('textbox', { name });
const country = () => screen.getByRole('combobox', { name: 'Country' });
const save = () => screen.getByRole('button', { name: 'Save settings' });
/** Waits for the form: the settings have been read. */
const loaded = () => screen.findByRole('button', { name: 'Save settings' });

it('loads the saved number, address and choices', async () => {
  settings = {
    mobilePhone: '+1 916 555 0142',
    mailingAddress: {
      line1: '12 Elm Street',
      line2: 'Apt 4',
      city: 'Toronto',
      region: 'ON',
      postalCode: 'M5V 2T6',
      country: 'CA',
    },
    notificationPreferences: preferences({
      COURIER_DISPATCHED: { email: true, sms: true },
      CERTIFICATE_ISSUED: { email: true },
    }),
  };
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible();
  expect(document.title).toBe('Notification settings · Parent Portal');
  expect(
    screen.getByText(
      'Emails and text messages never include health details: they tell you something changed and link to the portal.',
    ),
  ).toBeVisible();
  expect(screen.getByText('Loading your settings…')).toBeVisible();

  await loaded();
  expect(screen.queryByText('Loading your settings…')).not.toBeInTheDocument();
  expect(field('Mobile number')).toHaveValue('+1 916 555 0142');
  expect(field('Mobile number')).toHaveAttribute('type', 'tel');
  expect(field('Mobile number')).toHaveAttribute('autocomplete', 'tel');
  expect(screen.getByRole('group', { name: 'Mailing address (optional)' })).toBeVisible();
  expect(field('Street address')).toHaveValue('12 Elm Street');
  expect(field('Apartment, suite or unit (optional)')).toHaveValue('Apt 4');
  expect(field('City')).toHaveValue('Toronto');
  expect(field('State or province')).toHaveValue('ON');
  expect(field('ZIP or postal code')).toHaveValue('M5V 2T6');
  expect(field('ZIP or postal code')).toHaveAttribute('autocomplete', 'postal-code');
  expect(country()).toHaveValue('CA');

  // One group per kind, in the portal's order, named by its label.
  const legends = screen
    .getAllByRole('group')
    .map((group) => group.querySelector('legend')?.textContent)
    .filter((legend) => legend && legend !== 'Mailing address (optional)');
  expect(legends).toEqual([
    'Your collection kit has shipped',
    'Your medical health form was received',
    'The courier is on the way',
    'The courier collected the kit',
    'The kit arrived at the lab',
    'Processing is complete',
    'Your certificate is ready',
    'A storage payment failed',
    'A new document is available',
    'A release or transfer request changes',
  ]);
  expect(legends).toEqual(Object.values(NOTIFICATION_KIND_LABELS).map((label) => i18n._(label)));
  expect(checkbox('The courier is on the way', 'Email')).toBeChecked();
  expect(checkbox('The courier is on the way', 'Text message')).toBeChecked();
  expect(checkbox('Your certificate is ready', 'Email')).toBeChecked();
  expect(checkbox('Your certificate is ready', 'Text message')).not.toBeChecked();
  expect(checkbox('Your collection kit has shipped', 'Email')).not.toBeChecked();
  expect(checkbox('A storage payment failed', 'Text message')).not.toBeChecked();
});

it('asks for a mobile number before text messages, on that kind, without asking the gateway', async () => {
  const user = renderPage();
  await loaded();
  const texts = checkbox('The courier is on the way', 'Text message');
  await user.click(texts);
  expect(texts).toBeChecked();
  await user.click(save());

  const message = 'Add a mobile number to get text messages.';
  expect(within(kind('The courier is on the way')).getByText(message)).toBeVisible();
  expect(screen.getAllByText(message)).toHaveLength(1);
  expect(texts).toHaveFocus();
  expect(texts).toHaveAttribute('aria-invalid', 'true');
  expect(texts).toHaveAccessibleDescription(message);
  // What was chosen stays chosen; nothing went to the gateway.
  expect(texts).toBeChecked();
  expect(saved).toEqual([]);
  expect(screen.queryByText('Your settings are saved.')).not.toBeInTheDocument();

  // With a number, the same choice is saved.
  await user.type(field('Mobile number'), '+1 916 555 0142');
  expect(screen.queryByText(message)).not.toBeInTheDocument();
  await user.click(save());
  expect(await screen.findByText('Your settings are saved.')).toBeVisible();
  expect(saved).toHaveLength(1);
});

it('saves the number, the address and every kind, then says so', async () => {
  settings = {
    ...NOTHING_CHOSEN,
    notificationPreferences: preferences({ KIT_SHIPPED: { email: true } }),
  };
  const user = renderPage();
  await loaded();
  await user.type(field('Mobile number'), ' +1 916 555 0142 ');
  await user.type(field('Street address'), '12 Elm Street');
  await user.type(field('City'), 'Sacramento');
  await user.type(field('State or province'), 'CA');
  await user.type(field('ZIP or postal code'), '95814');
  expect(country()).toHaveValue('US');
  await user.click(checkbox('The courier is on the way', 'Text message'));
  await user.click(checkbox('Your certificate is ready', 'Email'));
  await user.click(checkbox('Your collection kit has shipped', 'Email'));
  await user.click(save());

  expect(await screen.findByRole('status')).toHaveTextContent('Your settings are saved.');
  expect(saved).toEqual([
    {
      mobilePhone: '+1 916 555 0142',
      mailingAddress: {
        line1: '12 Elm Street',
        line2: null,
        city: 'Sacramento',
        region: 'CA',
        postalCode: '95814',
        country: 'US',
      },
      preferences: preferences({
        COURIER_DISPATCHED: { sms: true },
        CERTIFICATE_ISSUED: { email: true },
      }),
    },
  ]);
  // The form shows what was saved; a new change takes the message away.
  expect(field('Mobile number')).toHaveValue('+1 916 555 0142');
  expect(checkbox('The courier is on the way', 'Text message')).toBeChecked();
  await user.click(checkbox('The kit arrived at the lab', 'Email'));
  expect(screen.queryByText('Your settings are saved.')).not.toBeInTheDocument();
  // A long journey of typing and clicking (nine kinds): seconds on a busy machine.
}, 15_000);

it('sends no address when its street, city, state and ZIP are empty', async () => {
  settings = { ...NOTHING_CHOSEN, mobilePhone: '+1 916 555 0142' };
  const user = renderPage();
  await loaded();
  await user.selectOptions(country(), 'CA');
  await user.click(checkbox('Processing is complete', 'Text message'));
  await user.click(save());
  expect(await screen.findByText('Your settings are saved.')).toBeVisible();
  expect(saved).toEqual([
    {
      mobilePhone: '+1 916 555 0142',
      mailingAddress: null,
      preferences: preferences({ PROCESSING_DONE: { sms: true } }),
    },
  ]);
});

it('checks a started address on the page: each missing line on its field', async () => {
  const user = renderPage();
  await loaded();
  await user.type(field('City'), 'Sacramento');
  await user.click(save());
  expect(await screen.findByText('The street address is required.')).toBeVisible();
  expect(field('Street address')).toHaveFocus();
  expect(field('Street address')).toHaveAccessibleDescription('The street address is required.');
  expect(field('ZIP or postal code')).toHaveAccessibleDescription('Enter the ZIP or postal code.');
  expect(field('City')).toHaveValue('Sacramento');
  expect(saved).toEqual([]);
});

it("shows the gateway's problem on its field and keeps everything typed", async () => {
  const message =
    'Enter the ZIP or postal code with letters and digits only, e.g. 94110 or K1A 0B1.';
  server.use(
    graphql.link(GATEWAY).mutation('UpdateContactPreferences', ({ variables }) => {
      saved.push(variables.input as ContactPreferencesInput);
      return HttpResponse.json({
        errors: [
          {
            message,
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: [{ field: 'mailingAddress.postalCode', message }],
            },
          },
        ],
        data: null,
      });
    }),
  );
  const user = renderPage();
  await loaded();
  await user.type(field('Mobile number'), '+1 916 555 0142');
  await user.type(field('Street address'), '12 Elm Street');
  await user.type(field('City'), 'Sacramento');
  await user.type(field('State or province'), 'CA');
  await user.type(field('ZIP or postal code'), '95814');
  await user.click(checkbox('The courier collected the kit', 'Text message'));
  await user.click(save());

  expect(await screen.findByText(message)).toBeVisible();
  expect(saved).toHaveLength(1);
  const postalCode = field('ZIP or postal code');
  expect(postalCode).toHaveAccessibleDescription(message);
  expect(postalCode).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(postalCode).toHaveFocus());
  expect(postalCode).toHaveValue('95814');
  expect(field('Mobile number')).toHaveValue('+1 916 555 0142');
  expect(field('Street address')).toHaveValue('12 Elm Street');
  expect(field('City')).toHaveValue('Sacramento');
  expect(checkbox('The courier collected the kit', 'Text message')).toBeChecked();
  expect(screen.queryByText('Your settings are saved.')).not.toBeInTheDocument();
  expect(save()).toHaveAttribute('aria-busy', 'false');
});

it('holds settings saved offline, asks before leaving, and saves what the form shows once when the connection returns', async () => {
  const user = renderPage();
  await loaded();
  await user.type(field('Mobile number'), '+1 916 555 0142');
  const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  try {
    await user.click(save());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Waiting for a connection: we will save your settings as soon as you are back online.',
    );
    expect(pendingLeaveQuestion()).toBe(
      'Your settings have not been saved yet: they are saved when your connection returns. Leave this page?',
    );
    // A change made while waiting is saved too.
    await user.click(checkbox('Your certificate is ready', 'Text message'));
    expect(saved).toEqual([]);

    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Your settings are saved.'),
    );
    act(() => void window.dispatchEvent(new Event('online')));
    expect(saved).toEqual([
      {
        mobilePhone: '+1 916 555 0142',
        mailingAddress: null,
        preferences: preferences({ CERTIFICATE_ISSUED: { sms: true } }),
      },
    ]);
    expect(pendingLeaveQuestion()).toBeNull();
  } finally {
    online.mockRestore();
  }
});

it('says when the settings could not be saved, keeping what was typed', async () => {
  dropConnectionFor('UpdateContactPreferences');
  const user = renderPage();
  await loaded();
  await user.type(field('Mobile number'), '+1 916 555 0142');
  await user.click(checkbox('Your certificate is ready', 'Text message'));
  await user.click(save());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'We could not save your settings. Check your connection and try again.',
  );
  expect(field('Mobile number')).toHaveValue('+1 916 555 0142');
  expect(checkbox('Your certificate is ready', 'Text message')).toBeChecked();
});

it('says when the settings could not be read, and reads them again on request', async () => {
  let failing = true;
  dropConnectionFor('NotificationSettings', () => failing);
  const user = renderPage();
  expect(await screen.findByText('We could not load your settings.')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
  failing = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await loaded()).toBeVisible();
  expect(screen.queryByText('We could not load your settings.')).not.toBeInTheDocument();
});

it('opens again with the fresh settings, not those of the last visit', async () => {
  settings = { ...NOTHING_CHOSEN, mobilePhone: '+1 916 555 0142' };
  const first = renderPageOnce();
  await loaded();
  first.unmount();
  // Changed elsewhere (another device) meanwhile.
  settings = {
    ...NOTHING_CHOSEN,
    mobilePhone: '+1 530 555 0199',
    notificationPreferences: preferences({ UNIT_AT_LAB: { sms: true } }),
  };
  renderPageOnce();
  await waitFor(() => expect(field('Mobile number')).toHaveValue('+1 530 555 0199'));
  expect(checkbox('The kit arrived at the lab', 'Text message')).toBeChecked();
});
