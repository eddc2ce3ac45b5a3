import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SESSION_TOKEN_KEY, setOrders } from '@portal/shared';
import { renderWithPortal, resetPortalStores, signInForTests } from '@portal/shared/testing';
import { DocumentsPage } from './DocumentsPage';

// The live refresh has its own tests (shared/src/graphql/live-subscription.test.ts).
jest.mock('@portal/shared', () => ({
  ...jest.requireActual<object>('@portal/shared'),
  useLiveSubscription: jest.fn(() => 'idle'),
}));

const gateway = graphql.link('http://gateway.test/graphql');
const REPORT = {
  __typename: 'FamilyDocument',
  id: 'doc_000000000000000000000001',
  kind: 'BANK_REPORT',
  title: 'Processing report',
  date: '2026-11-28T15:00:00Z',
  downloadPath: '/documents/doc_000000000000000000000001/download',
  planYear: null,
};
const CERTIFICATE = {
  __typename: 'FamilyDocument',
  id: 'certificate_ord_1',
  kind: 'CERTIFICATE',
  title: 'Stem cell certificate',
  date: '2026-11-20T15:00:00Z',
  downloadPath: null,
  planYear: null,
};
const AGREEMENT = {
  __typename: 'FamilyDocument',
  id: 'agr_000000000000000000000001',
  kind: 'AGREEMENT',
  title: 'Storage agreement',
  date: '2026-11-02T15:00:00Z',
  downloadPath: '/documents/agr_000000000000000000000001/download',
  planYear: null,
};
const STATEMENT = {
  __typename: 'FamilyDocument',
  id: 'stm_1_ord_1',
  kind: 'STATEMENT',
  title: 'Statement, plan year 1',
  date: '2026-11-02T15:00:00Z',
  downloadPath: '/documents/stm_1_ord_1/download',
  planYear: 1,
};
let documents: unknown[] = [];
let access = 'HOLDER';
let downloads: { path: string; authorization: string | null }[] = [];
let downloadStatus = 200;

const server = setupServer(
  gateway.query('SelectedChild', () =>
    HttpResponse.json({
      data: {
        order: { __typename: 'Order', id: 'ord_1', childName: 'Maya Rivera', dueDate: null },
      },
    }),
  ),
  gateway.query('ChildDocuments', () =>
    HttpResponse.json({
      data: { order: { __typename: 'Order', id: 'ord_1', access, documents } },
    }),
  ),
  http.get('http://gateway.test/documents/:id/download', ({ request, params }) => {
    downloads.push({
      path: `/documents/${String(params['id'])}/download`,
      authorization: request.headers.get('authorization'),
    });
    if (downloadStatus !== 200) {
      return HttpResponse.json({ error: { code: 'NOT_FOUND' } }, { status: downloadStatus });
    }
    return new HttpResponse('%PDF-1.4\n%%EOF\n', {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="Processing report.pdf"; filename*=UTF-8''Processing%20report.pdf`,
      },
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.removeItem(SESSION_TOKEN_KEY);
});
afterAll(() => server.close());

let saved: string[] = [];
beforeEach(() => {
  documents = [REPORT, CERTIFICATE];
  access = 'GUARDIAN';
  downloads = [];
  downloadStatus = 200;
  saved = [];
  resetPortalStores();
  signInForTests();
  setOrders([{ id: 'ord_1', purchaserName: 'Jordan Rivera' }]);
  // The parent's stored session token (what every request of theirs carries).
  localStorage.setItem(SESSION_TOKEN_KEY, 'id-token-1');
  // jsdom has no object URLs and saves nothing: the link the page clicks is what a browser saves.
  URL.createObjectURL = jest.fn(() => 'blob:document');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(`${this.download} <- ${this.href}`);
  });
});

it('lists the child’s documents newest first, each with its kind and date', async () => {
  renderWithPortal(<DocumentsPage />, { route: '/portal/documents' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Your documents' });
  const rows = within(list).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    'Processing reportFrom the bank · November 28, 2026Download',
    'Stem cell certificateCertificate · November 20, 2026Open the certificate',
  ]);
  expect(screen.getByText('For Maya Rivera')).toBeInTheDocument();
  expect(within(rows[1]!).getByRole('link', { name: 'Open the certificate' })).toHaveAttribute(
    'href',
    '/portal/stem-cell-key',
  );
});

it('downloads a document with the parent’s token and hands the browser the file by its name', async () => {
  renderWithPortal(<DocumentsPage />, { route: '/portal/documents' });
  await userEvent.click(await screen.findByRole('button', { name: 'Download Processing report' }));
  await waitFor(() => expect(saved).toEqual(['Processing report.pdf <- blob:document']));
  expect(downloads).toEqual([{ path: REPORT.downloadPath, authorization: 'Bearer id-token-1' }]);
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:document');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('says when a document is not the account’s to download, and saves nothing', async () => {
  downloadStatus = 404;
  renderWithPortal(<DocumentsPage />, { route: '/portal/documents' });
  await userEvent.click(await screen.findByRole('button', { name: 'Download Processing report' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This document is not available to your account.',
  );
  expect(saved).toEqual([]);
});

it('says so calmly when there are no documents yet', async () => {
  documents = [];
  renderWithPortal(<DocumentsPage />, { route: '/portal/documents' });
  expect(
    await screen.findByText(
      'No documents yet. The stem cell certificate and the reports the bank adds appear here when they are ready.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

const NO_AGREEMENT =
  'No storage agreement is on record here: this plan was ordered before the portal recorded agreements. Your signed agreement still applies; contact us for a copy.';

it('shows the account holder the agreement and the statements by kind, and downloads a statement', async () => {
  access = 'HOLDER';
  documents = [REPORT, STATEMENT, AGREEMENT, CERTIFICATE];
  renderWithPortal(<DocumentsPage />, { route: '/portal/documents' });
  const list = await screen.findByRole('list', { name: 'Your documents' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent),
  ).toEqual([
    'Processing reportFrom the bank · November 28, 2026Download',
    'Statement, plan year 1Statement · November 2, 2026Download',
    'Storage agreementAgreement · November 2, 2026Download',
    'Stem cell certificateCertificate · November 20, 2026Open the certificate',
  ]);
  expect(screen.queryByText(NO_AGREEMENT)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Download Statement, plan year 1' }));
  await waitFor(() => expect(downloads).toHaveLength(1));
  expect(downloads[0]?.path).toBe(STATEMENT.downloadPath);
});

it('tells the account holder of a plan ordered before agreements that none is on record; not a guardian', async () => {
  access = 'HOLDER';
  const { unmount } = renderWithPortal(<DocumentsPage />, { route: '/portal/documents' });
  expect(await screen.findByText(NO_AGREEMENT)).toBeInTheDocument();
  unmount();
  access = 'GUARDIAN';
  renderWithPortal(<DocumentsPage />, { route: '/portal/documents' });
  await screen.findByRole('list', { name: 'Your documents' });
  expect(screen.queryByText(NO_AGREEMENT)).not.toBeInTheDocument();
});
