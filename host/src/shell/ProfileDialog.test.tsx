import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithPortal, resetPortalStores, signInForTests } from '@portal/shared/testing';
import { ProfileDialog } from './ProfileDialog';
import { Header } from './Header';

const gateway = graphql.link('http://gateway.test/graphql');
let storedName: string | null = '{name}';
let updates: unknown[] = [];
const server = setupServer(
  gateway.query('getUser', () =>
    HttpResponse.json({
      data: {
        me: {
          __typename: 'Me',
          id: 'test-user-1',
          profile: { __typename: 'Profile', email: 'parent@example.com', name: storedName },
        },
      },
    }),
  ),
  gateway.query('AccountLanguage', () =>
    HttpResponse.json({ data: { me: { id: 'test-user-1', profile: { language: null } } } }),
  ),
  gateway.mutation('UpdateProfile', ({ variables }) => {
    updates.push(variables);
    const name = (variables as { input: { name: string } }).input.name;
    storedName = name;
    return HttpResponse.json({
      data: {
        user: {
          __typename: 'UserMutations',
          updateProfile: {
            __typename: 'User',
            id: 'test-user-1',
            email: 'parent@example.com',
            name,
          },
        },
      },
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  storedName = '{name}';
  updates = [];
  resetPortalStores();
  // A Google account without a display name, registered with the spec's default '{name}'.
  signInForTests({ displayName: null, email: 'parent@example.com' });
});

it("never shows the registration default '{name}' as the parent's name", async () => {
  renderWithPortal(
    <Header narrow={false} navOpen={false} onToggleNav={jest.fn()} onOpenSupport={jest.fn()} />,
  );
  const account = await screen.findByRole('button', { name: 'Your account' });
  expect(account).not.toHaveTextContent('{');
  expect(document.body).not.toHaveTextContent('{name}');
});

it('lets a parent without a name add one, and shows it once saved', async () => {
  renderWithPortal(<ProfileDialog open onOpenChange={jest.fn()} />);
  const dialog = await screen.findByRole('dialog', { name: 'Your profile' });
  await waitFor(() => expect(dialog).toHaveTextContent('Not set yet'));
  expect(dialog).not.toHaveTextContent('{name}');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Add your name' }));
  const field = within(dialog).getByRole('textbox', { name: /Your name/ });
  expect(field).toHaveFocus();
  expect(field).toHaveValue('');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
  expect(await within(dialog).findByText('Your name (name) is required.')).toBeVisible();
  expect(updates).toEqual([]);

  await userEvent.type(field, '  Sam Okafor ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
  await waitFor(() =>
    expect(within(dialog).getByRole('status')).toHaveTextContent('Your name is saved.'),
  );
  expect(updates).toEqual([{ input: { name: 'Sam Okafor' } }]);
  expect(dialog).toHaveTextContent('Sam Okafor');
  // Focus returns to the button that opened the editor (its own buttons are gone).
  expect(within(dialog).getByRole('button', { name: 'Change name' })).toHaveFocus();
});

it("keeps what was typed and shows the server's message when saving is refused", async () => {
  server.use(
    gateway.mutation('UpdateProfile', () =>
      HttpResponse.json({
        errors: [
          {
            message: 'Your name (name) contains characters that are not allowed.',
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: [
                {
                  field: 'input.name',
                  message: 'Your name (name) contains characters that are not allowed.',
                },
              ],
            },
          },
        ],
      }),
    ),
  );
  renderWithPortal(<ProfileDialog open onOpenChange={jest.fn()} />);
  const dialog = await screen.findByRole('dialog', { name: 'Your profile' });
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Add your name' }));
  const field = within(dialog).getByRole('textbox', { name: /Your name/ });
  await userEvent.type(field, 'Sam');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
  expect(
    await within(dialog).findByText('Your name (name) contains characters that are not allowed.'),
  ).toBeVisible();
  expect(field).toHaveValue('Sam');
});
