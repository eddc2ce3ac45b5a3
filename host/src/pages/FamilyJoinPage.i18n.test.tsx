import { screen } from '@testing-library/react';
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
import type { InvitationPreview } from '../features/family/api/use-family-invitation';
import { loadHostCatalog } from '../i18n/host-catalog';
import { FamilyJoinPage } from './FamilyJoinPage';

speakInTests('es');

const GATEWAY = 'http://gateway.test/graphql';
const TOKEN = 'tok_abcdefghijklmnop';
const server = setupServer();

const PENDING: InvitationPreview = {
  invitedBy: 'Jordan Rivera',
  email: 'parent@example.com',
  status: 'PENDING',
  expiresAt: '2026-12-08T12:00:00Z',
  forViewer: true,
  childName: 'Rowan',
  orderId: null,
};

let invitation: InvitationPreview | null;
/** The gateway's refusal of the acceptance: its code, reason and (English) message. */
let refusal: { code: string; reason?: string; message: string };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
settleRequestsAfterEach(server);

beforeAll(() => registerCatalog('host', loadHostCatalog));
beforeEach(() => {
  resetPortalStores();
  signInForTests();
  invitation = PENDING;
  const link = graphql.link(GATEWAY);
  server.use(
    link.query('FamilyInvitation', () => HttpResponse.json({ data: { invitation } })),
    link.mutation('AcceptFamilyInvitation', () => {
      const { code, reason, message } = refusal;
      return HttpResponse.json({
        errors: [{ message, extensions: { code, ...(reason ? { reason } : {}) } }],
        data: null,
      });
    }),
  );
});

function renderPage() {
  const user = userEvent.setup();
  renderWithPortal(
    <Routes>
      <Route path={routes.familyJoin} element={<FamilyJoinPage />} />
    </Routes>,
    { route: `${routes.familyJoin}?invitation=${TOKEN}` },
  );
  return user;
}

it('shows the invitation in Spanish', async () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Invitación familiar' })).toBeVisible();
  expect(document.title).toMatch(/^Invitación familiar/);
  expect(
    await screen.findByText(
      'Jordan Rivera le invitó a seguir el proceso de la sangre del cordón umbilical de Rowan.',
    ),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: 'Aceptar la invitación' })).toBeVisible();
});

it.each([
  [
    { code: 'FORBIDDEN', message: 'This invitation was sent to another email address.' },
    'Esta invitación se envió a otro correo electrónico. Inicie sesión con ese correo para aceptarla.',
  ],
  [
    {
      code: 'CONFLICT',
      reason: 'INVITATION_EXPIRED',
      message: 'This invitation has expired. Ask the account holder to send a new one.',
    },
    'Esta invitación venció. Pida al titular de la cuenta que le envíe una nueva.',
  ],
  [
    { code: 'EMAIL_NOT_VERIFIED', message: 'Verify your email address first.' },
    'Primero verifique su correo electrónico: abra el enlace del correo que le enviamos y vuelva a intentarlo.',
  ],
  [
    { code: 'SERVICE_UNAVAILABLE', message: 'The database is down.' },
    'No pudimos aceptar la invitación en este momento. Inténtelo de nuevo en un momento.',
  ],
])("says the gateway's refusal %j in the host's Spanish, by its code", async (refused, text) => {
  refusal = refused;
  const user = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Aceptar la invitación' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
});

it("keeps the gateway's words for a field problem it does not name by code", async () => {
  refusal = { code: 'BAD_USER_INPUT', message: 'token: the token is malformed.' };
  const user = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Aceptar la invitación' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('token: the token is malformed.');
});
