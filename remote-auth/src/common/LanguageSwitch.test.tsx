import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  renderWithPortal,
  settleRequestsAfterEach,
  signInForTests,
  speakInTests,
} from '@portal/shared/testing';
import { LanguageSwitch } from './LanguageSwitch';

speakInTests('en');

const saved: unknown[] = [];
const server = setupServer(
  graphql.link('http://gateway.test/graphql').mutation('SetAccountLanguage', ({ variables }) => {
    saved.push(variables['language']);
    return HttpResponse.json({
      data: { user: { setLanguage: { language: variables['language'] } } },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
settleRequestsAfterEach(server);

beforeEach(() => {
  saved.length = 0;
});

it('keeps the choice for the visit before sign-in, with no account to save it to', async () => {
  renderWithPortal(<LanguageSwitch />);
  await userEvent.click(screen.getByRole('button', { name: 'Español' }));
  await waitFor(() => expect(document.documentElement.lang).toBe('es'));
  expect(await screen.findByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
  expect(saved).toEqual([]);
});

it('saves the choice with the account of a parent already signed in (email verification)', async () => {
  signInForTests({ emailVerified: false });
  renderWithPortal(<LanguageSwitch />);
  await userEvent.click(screen.getByRole('button', { name: 'Español' }));
  await waitFor(() => expect(saved).toEqual(['ES']));
  await userEvent.click(await screen.findByRole('button', { name: 'English' }));
  await waitFor(() => expect(saved).toEqual(['ES', 'EN']));
});
