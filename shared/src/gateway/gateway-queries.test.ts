import { act, render, screen, waitFor } from '@testing-library/react';
import { createElement, Fragment } from 'react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { GetUserDocument } from '../graphql/operations.generated';
import { configureForTests } from '../testing/test-config';
import { resetGatewayQueries, useGatewayQuery } from './gateway-queries';
import { refreshGatewayReaders } from './gateway-readers';

jest.mock('../error-reporting/error-reporting', () => ({ reportError: jest.fn() }));

const gateway = graphql.link('http://gateway.test/graphql');
let name = 'Mum';
let requests = 0;
let release: Promise<void> = Promise.resolve();
const server = setupServer(
  gateway.query('getUser', async () => {
    requests += 1;
    const answer = name;
    await release;
    return HttpResponse.json({
      data: { me: { id: 'u-1', profile: { email: 'mum@example.com', name: answer } } },
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  configureForTests();
  resetGatewayQueries();
  name = 'Mum';
  requests = 0;
  release = Promise.resolve();
});
afterAll(() => server.close());

function Profile({ paused = false }: { paused?: boolean }) {
  const { data, loading, error } = useGatewayQuery(GetUserDocument, { skip: paused }); // skip reason: no test is skipped: the query's own option, which 'asks nothing while paused' checks
  const text = loading
    ? 'Loading'
    : error
      ? `Failed: ${error.message}`
      : `Name: ${data?.me.profile.name ?? 'none'}`;
  return createElement('p', null, text);
}

const profile = (props: { paused?: boolean } = {}) => createElement(Profile, props);

it('loads, then answers at once from what it has while it asks again on the next mount', async () => {
  const first = render(profile());
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(await screen.findByText('Name: Mum')).toBeInTheDocument();
  first.unmount();

  name = 'Sam';
  render(profile());
  // The answer it has is shown at once (no loading state), the fresh one replaces it.
  expect(screen.getByText('Name: Mum')).toBeInTheDocument();
  expect(await screen.findByText('Name: Sam')).toBeInTheDocument();
  expect(requests).toBe(2);
});

it('asks once for components that show the same query together', async () => {
  render(createElement(Fragment, null, profile(), profile()));
  expect(await screen.findAllByText('Name: Mum')).toHaveLength(2);
  expect(requests).toBe(1);
});

it('asks nothing while paused', async () => {
  render(profile({ paused: true }));
  expect(screen.getByText('Name: none')).toBeInTheDocument();
  await act(() => Promise.resolve());
  expect(requests).toBe(0);
});

it("reads a shown query again when the gateway's data changed", async () => {
  render(profile());
  await screen.findByText('Name: Mum');
  name = 'Sam Okafor';
  await act(() => refreshGatewayReaders());
  expect(screen.getByText('Name: Sam Okafor')).toBeInTheDocument();
});

it('shows a failure, and keeps no answer of one parent for the next after a reset', async () => {
  server.use(
    gateway.query('getUser', () => HttpResponse.json({ errors: [{ message: 'Not authorised' }] })),
  );
  const view = render(profile());
  expect(await screen.findByText('Failed: Not authorised')).toBeInTheDocument();
  view.unmount();
  server.resetHandlers();

  // An answer on its way when the parent logs out is dropped.
  let answer = () => undefined as void;
  release = new Promise((resolve) => (answer = resolve));
  const next = render(profile());
  await waitFor(() => expect(requests).toBe(1));
  resetGatewayQueries();
  answer();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getByText('Loading')).toBeInTheDocument();
  next.unmount();

  render(profile());
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(await screen.findByText('Name: Mum')).toBeInTheDocument();
});
