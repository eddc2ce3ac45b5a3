import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { registerCatalog, SESSION_TOKEN_KEY, setOrders } from '@portal/shared';
import {
  renderWithPortal,
  resetPortalStores,
  signInForTests,
  speakInTests,
} from '@portal/shared/testing';
import { loadCatalog } from '../catalog';
import { DocumentsPage } from './DocumentsPage';

speakInTests('es');

jest.mock('@portal/shared', () => ({
  ...jest.requireActual<object>('@portal/shared'),
  useLiveSubscription: jest.fn(() => 'idle'),
}));

const gateway = graphql.link('http://gateway.test/graphql');
const document = (id: string, kind: string, title: string, planYear: number | null) => ({
  __typename: 'FamilyDocument',
  id,
  kind,
  title,
  date: '2026-11-02T15:00:00Z',
  downloadPath: `/documents/${id}/download`,
  planYear,
});
let downloads: string[] = [];

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
      data: {
        order: {
          __typename: 'Order',
          id: 'ord_1',
          access: 'HOLDER',
          documents: [
            document('stm_1_ord_1', 'STATEMENT', 'Statement, plan year 1', 1),
            document('agr_000000000000000000000001', 'AGREEMENT', 'Storage agreement', null),
          ],
        },
      },
    }),
  ),
  http.get('http://gateway.test/documents/:id/download', ({ request }) => {
    const url = new URL(request.url);
    downloads.push(`${url.pathname}${url.search}`);
    return new HttpResponse('%PDF-1.4\n%%EOF\n', {
      headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment' },
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeAll(() => registerCatalog('documents', loadCatalog));
beforeEach(() => {
  downloads = [];
  resetPortalStores();
  signInForTests();
  setOrders([{ id: 'ord_1', purchaserName: 'Jordan Rivera' }]);
  localStorage.setItem(SESSION_TOKEN_KEY, 'id-token-1');
  URL.createObjectURL = jest.fn(() => 'blob:document');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

it('names the agreement and the statement in Spanish and asks for the statement in Spanish', async () => {
  renderWithPortal(<DocumentsPage />, { route: '/portal/documents' });
  const list = await screen.findByRole('list', { name: 'Sus documentos' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent),
  ).toEqual([
    'Estado de cuenta, año 1 del planEstado de cuenta · 2 de noviembre de 2026Descargar',
    'Acuerdo de almacenamientoAcuerdo · 2 de noviembre de 2026Descargar',
  ]);
  await userEvent.click(
    screen.getByRole('button', { name: 'Descargar Estado de cuenta, año 1 del plan' }),
  );
  await userEvent.click(
    screen.getByRole('button', { name: 'Descargar Acuerdo de almacenamiento' }),
  );
  await waitFor(() => expect(downloads).toHaveLength(2));
  // The agreement comes in the language it was accepted in: no language is asked for it.
  expect(downloads).toEqual([
    '/documents/stm_1_ord_1/download?language=es',
    '/documents/agr_000000000000000000000001/download',
  ]);
});
