import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from '@portal/shared/router';
import { registerCatalog, routes } from '@portal/shared';
import {
  renderWithPortal,
  resetPortalStores,
  settleRequestsAfterEach,
  signInForTests,
  speakInTests,
} from '@portal/shared/testing';
import type { NotificationKind } from '../features/notifications/api/notifications.generated';
import type { NotificationSettingsQuery } from '../features/contact-settings/api/contact-settings.generated';
import { loadHostCatalog } from '../i18n/host-catalog';
import { NotificationSettingsPage } from './NotificationSettingsPage';

speakInTests('es');

const GATEWAY = 'http://gateway.test/graphql';
const server = setupServer();

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

const SETTINGS: NotificationSettingsQuery['me']['profile'] = {
  mobilePhone: null,
  mailingAddress: null,
  notificationPreferences: KINDS.map((kind) => ({
    kind,
    email: kind === 'COURIER_DISPATCHED',
    sms: false,
  })),
};

/** Whether the gateway refuses to save (the connection is fine, the gateway is not). */
let refuse = false;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
settleRequestsAfterEach(server);

beforeAll(() => registerCatalog('host', loadHostCatalog));
beforeEach(() => {
  resetPortalStores();
  signInForTests();
  refuse = false;
  const link = graphql.link(GATEWAY);
  server.use(
    link.query('NotificationSettings', () =>
      HttpResponse.json({ data: { me: { profile: SETTINGS } } }),
    ),
    link.mutation('UpdateContactPreferences', () =>
      refuse
        ? HttpResponse.json({
            errors: [{ message: 'Unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
            data: null,
          })
        : HttpResponse.json({ data: { user: { updateContactPreferences: SETTINGS } } }),
    ),
  );
});

function renderPage() {
  const user = userEvent.setup();
  renderWithPortal(
    <Routes>
      <Route path={routes.notificationSettings} element={<NotificationSettingsPage />} />
    </Routes>,
    { route: routes.notificationSettings },
  );
  return user;
}

it('names every field, kind and country in Spanish', async () => {
  renderPage();
  expect(
    screen.getByRole('heading', { level: 1, name: 'Configuración de notificaciones' }),
  ).toBeVisible();
  expect(document.title).toMatch(/^Configuración de notificaciones/);
  await screen.findByRole('button', { name: 'Guardar la configuración' });
  expect(screen.getByRole('textbox', { name: 'Número de celular' })).toBeVisible();
  expect(screen.getByRole('textbox', { name: 'Dirección' })).toBeVisible();
  expect(screen.getByRole('textbox', { name: 'Código postal' })).toBeVisible();
  const country = screen.getByRole('combobox', { name: 'País' });
  expect(within(country).getByRole('option', { name: 'Estados Unidos' })).toBeInTheDocument();
  expect(within(country).getByRole('option', { name: 'Canadá' })).toBeInTheDocument();
  const courier = screen.getByRole('group', { name: 'El mensajero va en camino' });
  expect(within(courier).getByRole('checkbox', { name: 'Correo electrónico' })).toBeChecked();
  expect(within(courier).getByRole('checkbox', { name: 'Mensaje de texto' })).not.toBeChecked();
});

it('says in Spanish that the settings are saved, or could not be', async () => {
  const user = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Guardar la configuración' }));
  expect(await screen.findByText('Su configuración está guardada.')).toBeVisible();

  refuse = true;
  await user.click(screen.getByRole('button', { name: 'Guardar la configuración' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'No pudimos guardar su configuración. Compruebe su conexión e inténtelo de nuevo.',
  );
});
