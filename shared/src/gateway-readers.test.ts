/**
 * Invalidation has one owner: a page's mutation (`useMutation` of @portal/shared/graphql) makes
 * every reader of the gateway show the new answer (the shell's `useGatewayQuery` and the order
 * list, and the pages' queries), with no refresh written at the mutation.
 */
import { act, render, screen } from '@testing-library/react';
import { createElement as h, Fragment } from 'react';
import { HttpResponse } from 'msw';
import { parse } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useGatewayQuery } from './gateway/gateway-queries';
import { useMutation, useQuery } from './graphql/hooks';
import { resetGatewayQueries } from './gateway/gateway-queries';
import { ensureOrders, orderStore, resetOrders } from './orders/order-store';
import { authStore } from './auth/auth-store';
import { gatewayTestServer } from './test-support/gateway-test-server';

jest.mock('./session/sdk-token', () => ({ sdkIdToken: async () => 'token' }));
jest.mock('./error-reporting/error-reporting', () => ({ reportError: () => undefined }));

interface Journey {
  order: { id: string; stage: string };
}
const dashboardOrder = parse(
  'query DashboardOrder($id: ID!) { order(id: $id) { id stage } }',
) as TypedDocumentNode<Journey, { id: string }>;
const medicalFormOrder = parse(
  'query MedicalFormOrder($id: ID!) { order(id: $id) { id stage } }',
) as TypedDocumentNode<Journey, { id: string }>;
const submitMedicalForm = parse(
  'mutation SubmitMedicalForm($orderId: ID!) { submitMedicalForm(orderId: $orderId) { orderId } }',
) as TypedDocumentNode<{ submitMedicalForm: { orderId: string } }, { orderId: string }>;
const saveDraft = parse(
  'mutation SaveMedicalFormDraft($orderId: ID!) { saveMedicalFormDraft(orderId: $orderId) { version } }',
) as TypedDocumentNode<{ saveMedicalFormDraft: { version: number } }, { orderId: string }>;

const { server, gateway } = gatewayTestServer();
let stage = 'HEALTH_FORM';
let orders = [{ id: 'o-1', purchaserName: 'Pat' }];
const reads: string[] = [];
/** Whether the page's query said `loading` after it had shown an answer. */
let pageLoadedAgain = false;

function serveGateway() {
  const order = () => ({ order: { __typename: 'Order', id: 'o-1', stage } });
  server.use(
    gateway.query('DashboardOrder', () => {
      reads.push('DashboardOrder');
      return HttpResponse.json({ data: order() });
    }),
    gateway.query('MedicalFormOrder', () => {
      reads.push('MedicalFormOrder');
      return HttpResponse.json({ data: order() });
    }),
    gateway.query('getUserOrder', () => {
      reads.push('getUserOrder');
      return HttpResponse.json({ data: { me: { __typename: 'User', id: 'u-1', orders } } });
    }),
    gateway.mutation('SubmitMedicalForm', () => {
      stage = 'PICKUP';
      orders = [...orders, { id: 'o-2', purchaserName: 'Pat' }];
      return HttpResponse.json({ data: { submitMedicalForm: { orderId: 'o-1' } } });
    }),
    gateway.mutation('SaveMedicalFormDraft', () =>
      HttpResponse.json({ data: { saveMedicalFormDraft: { version: 2 } } }),
    ),
  );
}

beforeEach(async () => {
  stage = 'HEALTH_FORM';
  orders = [{ id: 'o-1', purchaserName: 'Pat' }];
  reads.length = 0;
  pageLoadedAgain = false;
  resetOrders();
  resetGatewayQueries();
  authStore.setState({
    loading: false,
    user: { id: 'u-1', email: 'pat@example.com', emailVerified: true, displayName: 'Pat' },
  });
  serveGateway();
});

/** The shell's reader, as the dashboard reads the journey. */
function ShellJourney() {
  const { data } = useGatewayQuery(dashboardOrder, { variables: { id: 'o-1' } });
  return h('p', null, `Shell: ${data?.order.stage ?? '…'}`);
}

/** A page: its own read of the same order and the mutation that changes it. */
function Page() {
  const { data, loading } = useQuery(medicalFormOrder, { variables: { id: 'o-1' } });
  if (data && loading) pageLoadedAgain = true;
  const [submit] = useMutation(submitMedicalForm);
  const [save] = useMutation(saveDraft);
  return h(
    Fragment,
    null,
    h('p', null, `Page: ${data?.order.stage ?? '…'}`),
    h(
      'button',
      { type: 'button', onClick: () => void submit({ variables: { orderId: 'o-1' } }) },
      'Submit',
    ),
    h(
      'button',
      {
        type: 'button',
        onClick: () => void save({ variables: { orderId: 'o-1' }, refreshReaders: false }),
      },
      'Save draft',
    ),
  );
}

it("a page's mutation moves the journey on in the shell and the page, with no refresh of its own", async () => {
  await ensureOrders('/portal');
  render(h(Fragment, null, h(ShellJourney), h(Page)));
  expect(await screen.findByText('Shell: HEALTH_FORM')).toBeInTheDocument();
  expect(await screen.findByText('Page: HEALTH_FORM')).toBeInTheDocument();

  act(() => screen.getByRole('button', { name: 'Submit' }).click());

  expect(await screen.findByText('Shell: PICKUP')).toBeInTheDocument();
  expect(await screen.findByText('Page: PICKUP')).toBeInTheDocument();
  // Read again without going back to `loading`: a page that shows a spinner meanwhile would
  // unmount whatever the parent was doing.
  expect(pageLoadedAgain).toBe(false);
  // The order list read again too, and selects the child the change added.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(orderStore.getState().orders.map((order) => order.id)).toEqual(['o-1', 'o-2']);
  expect(orderStore.getState().selected?.id).toBe('o-2');
});

it('a mutation that changes only its own page (a draft save) asks no other reader again', async () => {
  render(h(Fragment, null, h(ShellJourney), h(Page)));
  await screen.findByText('Shell: HEALTH_FORM');
  await screen.findByText('Page: HEALTH_FORM');
  const before = reads.length;

  act(() => screen.getByRole('button', { name: 'Save draft' }).click());
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(reads.slice(before)).toEqual([]);
});
