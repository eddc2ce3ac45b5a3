import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { registerCatalog } from '@portal/shared';
import {
  renderWithPortal,
  resetPortalStores,
  signInForTests,
  speakInTests,
} from '@portal/shared/testing';
import { loadHostCatalog } from '../i18n/host-catalog';
import { ProfileDialog } from './ProfileDialog';

speakInTests('es');

const gateway = graphql.link('http://gateway.test/graphql');
const server = setupServer(
  gateway.query('getUser', () =>
    HttpResponse.json({
      data: {
        me: {
          __typename: 'Me',
          id: 'test-user-1',
          profile: { __typename: 'Profile', email: 'parent@example.com', name: null },
        },
      },
    }),
  ),
  gateway.mutation('UpdateProfile', () =>
    HttpResponse.json({
      errors: [{ message: 'The database is down.', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeAll(() => registerCatalog('host', loadHostCatalog));
beforeEach(async () => {
  resetPortalStores();
  signInForTests({ displayName: null, email: 'parent@example.com' });
});

it("shows the profile in Spanish, with the name's problems in Spanish", async () => {
  renderWithPortal(<ProfileDialog open onOpenChange={jest.fn()} />);
  const dialog = await screen.findByRole('dialog', { name: 'Su perfil' });
  expect(dialog).toHaveTextContent('Todavía sin definir');
  expect(dialog).toHaveTextContent('parent@example.com (verificado)');
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Agregar su nombre' }));
  const field = within(dialog).getByRole('textbox', { name: /Su nombre/ });

  // The page's own check.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar el nombre' }));
  expect(await within(dialog).findByText('Su nombre es obligatorio.')).toBeVisible();

  // A refusal that is not about the name: the host's calm words, not the gateway's.
  await userEvent.type(field, 'Sam');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar el nombre' }));
  expect(
    await within(dialog).findByText(
      'No se pudo guardar su nombre en este momento. Inténtelo de nuevo en un momento.',
    ),
  ).toBeVisible();
  expect(field).toHaveValue('Sam');
});
