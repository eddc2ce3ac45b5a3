import { act, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithPortal, settleRequestsAfterEach, signInForTests } from '@portal/shared/testing';
import { languageStore, registerCatalog, setLocale } from '@portal/shared';
import userEvent from '@testing-library/user-event';
import { loadHostCatalog } from '../i18n/host-catalog';
import { quietNotificationStream } from '../test-support/quiet-notifications';
import { Header } from './Header';

let accountLanguage: string | null = null;
const saved: unknown[] = [];
const server = setupServer(
  quietNotificationStream('http://gateway.test/graphql'),
  graphql.link('http://gateway.test/graphql').query('getUser', () =>
    HttpResponse.json({
      data: { me: { id: 'test-user-1', profile: { email: 'p@example.com', name: 'Jordan' } } },
    }),
  ),
  graphql.link('http://gateway.test/graphql').query('AccountLanguage', () =>
    HttpResponse.json({
      data: { me: { id: 'test-user-1', profile: { language: accountLanguage } } },
    }),
  ),
  graphql.link('http://gateway.test/graphql').mutation('SetLanguage', ({ variables }) => {
    saved.push(variables['language']);
    return HttpResponse.json({
      data: { user: { setLanguage: { language: variables['language'] } } },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
settleRequestsAfterEach(server);

beforeAll(() => registerCatalog('host', loadHostCatalog));
beforeEach(async () => {
  accountLanguage = null;
  saved.length = 0;
  languageStore.setState({ offered: ['en', 'es'] });
  await act(() => setLocale('en'));
  signInForTests({ displayName: 'Jordan Rivera' });
});
afterAll(() => setLocale('en'));

const renderHeader = () =>
  renderWithPortal(
    <Header narrow={false} navOpen={false} onToggleNav={() => {}} onOpenSupport={() => {}} />,
    { route: '/portal' },
  );

it('switches the header to Spanish in place, and back; <html lang> follows', async () => {
  renderHeader();
  expect(screen.getByRole('button', { name: 'Support' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Español' }));
  expect(await screen.findByRole('button', { name: 'Ayuda' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Su perfil' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Inicio del Portal para padres' })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('es');
  expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
  // Saved with the account, so it follows the parent to another device.
  await waitFor(() => expect(saved).toEqual(['ES']));
  await userEvent.click(screen.getByRole('button', { name: 'English' }));
  expect(await screen.findByRole('button', { name: 'Support' })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('en');
});

it('speaks the language saved with the account after sign-in', async () => {
  accountLanguage = 'ES';
  renderHeader();
  expect(await screen.findByRole('button', { name: 'Ayuda' })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('es');
});

it('offers no switch while the portal speaks one language', () => {
  languageStore.setState({ offered: ['en'] });
  renderHeader();
  expect(screen.queryByRole('button', { name: 'Español' })).not.toBeInTheDocument();
});
