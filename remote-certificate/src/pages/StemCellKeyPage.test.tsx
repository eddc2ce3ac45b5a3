import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { analytics, setOrders, swapOrder } from '@portal/shared';
import { renderWithPortal, resetPortalStores, signInForTests } from '@portal/shared/testing';
import { RemoteRoutes } from '../routes';

// The PDF builder itself is tested in certificate-pdf.test.ts (jsPDF's browser build is ESM).
jest.mock('../features/certificate/certificate-pdf', () => ({
  PDF_FILE_NAME: 'stem-cell-certificate.pdf',
  buildCertificatePdf: jest.fn(() => new ArrayBuffer(8)),
}));
const { buildCertificatePdf } = jest.requireMock<{ buildCertificatePdf: jest.Mock }>(
  '../features/certificate/certificate-pdf',
);

const gateway = graphql.link('http://gateway.test/graphql');

const step = (stage: string, status: string, completedAt: string | null = null) => ({
  __typename: 'JourneyStep',
  stage,
  status,
  completedAt,
});

const ISSUED_ORDER = {
  __typename: 'Order',
  id: 'ord_maya',
  childName: 'Maya Rivera',
  dueDate: '2024-04-20',
  purchaserName: 'Jordan Rivera',
  journey: [
    step('KIT_SHIPPED', 'DONE', '2024-02-01T10:00:00.000Z'),
    step('HEALTH_FORM', 'DONE', '2024-03-08T20:15:00.000Z'),
    step('BIRTH_AND_PICKUP', 'DONE', '2024-04-13T08:00:00.000Z'),
    step('LAB_PROCESSING', 'DONE', '2024-04-15T12:00:00.000Z'),
    step('CERTIFICATE_READY', 'DONE', '2024-05-02T16:00:00.000Z'),
  ],
  certificate: {
    __typename: 'Certificate',
    status: 'ISSUED',
    progress: 100,
    issued: {
      __typename: 'IssuedCertificate',
      unitId: 'CBU-2024-041-7731',
      childName: 'Maya Rivera',
      birthDate: '2024-04-13',
      collectionDate: '2024-04-13',
      processingDate: '2024-04-15',
      lab: 'Cord Blood Processing Laboratory, Sacramento, CA',
      tncCount: 14.2,
      cd34Count: 5.6,
      viabilityPercent: 97.4,
      volumeMl: 1098.5,
      storageSite: 'Cryogenic Storage Vault A, Tucson, AZ',
      issuedAt: '2024-05-02T12:00:00.000Z',
    },
  },
};

const LOCKED_ORDER = {
  __typename: 'Order',
  id: 'ord_leo',
  childName: 'Leo Rivera',
  dueDate: '2026-07-06',
  purchaserName: 'Jordan Rivera',
  journey: [
    step('KIT_SHIPPED', 'DONE', '2026-05-11T12:00:00.000Z'),
    step('HEALTH_FORM', 'DONE', '2026-05-20T12:00:00.000Z'),
    step('BIRTH_AND_PICKUP', 'DONE', '2099-07-01T08:00:00.000Z'),
    step('LAB_PROCESSING', 'CURRENT'),
    step('CERTIFICATE_READY', 'UPCOMING'),
  ],
  certificate: { __typename: 'Certificate', status: 'LOCKED', progress: 30, issued: null },
};

const ORDERS: Record<string, unknown> = { ord_maya: ISSUED_ORDER, ord_leo: LOCKED_ORDER };
const server = setupServer(
  gateway.query('StemCellCertificate', ({ variables }) =>
    HttpResponse.json({ data: { order: ORDERS[String(variables['id'])] ?? null } }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  resetPortalStores();
  signInForTests();
});

const certificate = () => screen.findByRole('article', { name: /Certificate of cord blood/ });
const valueOf = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
};

describe('an issued certificate', () => {
  beforeEach(() => setOrders([{ id: 'ord_maya', purchaserName: 'Jordan Rivera' }]));

  it('shows every value, formatted for people', async () => {
    renderWithPortal(<RemoteRoutes />, { route: '/portal/stem-cell-key' });
    await certificate();
    expect(screen.getByText('For Maya Rivera')).toBeInTheDocument();
    expect(valueOf("Child's name")).toHaveTextContent('Maya Rivera');
    expect(valueOf('Date of birth')).toHaveTextContent('April 13, 2024');
    expect(valueOf('Account holder')).toHaveTextContent('Jordan Rivera');
    expect(valueOf('Unit ID')).toHaveTextContent('CBU-2024-041-7731');
    expect(valueOf('Collection date')).toHaveTextContent('April 13, 2024');
    expect(valueOf('Processing date')).toHaveTextContent('April 15, 2024');
    expect(valueOf('Processing lab')).toHaveTextContent(
      'Cord Blood Processing Laboratory, Sacramento, CA',
    );
    expect(valueOf('Total nucleated cells (TNC)')).toHaveTextContent('14.2 × 10⁸ cells');
    expect(valueOf('Total nucleated cells (TNC)')).toHaveTextContent('1,420,000,000 cells');
    expect(valueOf('CD34+ cells')).toHaveTextContent('5.6 × 10⁶ cells');
    expect(valueOf('CD34+ cells')).toHaveTextContent('5,600,000 cells');
    expect(valueOf('Cell viability')).toHaveTextContent('97.4%');
    expect(valueOf('Volume')).toHaveTextContent('1,098.5 mL');
    expect(valueOf('Storage site')).toHaveTextContent('Cryogenic Storage Vault A, Tucson, AZ');
    expect(valueOf('Issue date')).toHaveTextContent('May 2, 2024');
    expect(screen.getByText('Unit ID CBU-2024-041-7731')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('links each value to its explanation, with no value in the address', async () => {
    renderWithPortal(<RemoteRoutes />, { route: '/portal/stem-cell-key' });
    const article = await certificate();
    const links = within(article).getAllByRole('link');
    expect(links).toHaveLength(13);
    expect(within(valueOf('Total nucleated cells (TNC)')).getByRole('link')).toHaveAttribute(
      'href',
      '/portal/understanding-your-stem-cell-key#about-tnc',
    );
    expect(within(valueOf('Cell viability')).getByRole('link')).toHaveAccessibleName(
      /^97\.4%\s*, what this means$/,
    );
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(
        /^\/portal\/understanding-your-stem-cell-key#about-[a-z0-9-]+$/,
      );
    }

    await userEvent.click(within(valueOf('CD34+ cells')).getByRole('link'));
    const section = await screen.findByRole('heading', { level: 2, name: 'CD34+ cells' });
    expect(section).toHaveFocus();
  });

  it('leads to a release or transfer request once the certificate is issued', async () => {
    renderWithPortal(<RemoteRoutes />, { route: '/portal/stem-cell-key' });
    await certificate();
    expect(screen.getByRole('link', { name: 'Request a release or transfer' })).toHaveAttribute(
      'href',
      '/portal/release',
    );
  });

  it('draws the unit id’s barcode once JsBarcode has loaded', async () => {
    renderWithPortal(<RemoteRoutes />, { route: '/portal/stem-cell-key' });
    const barcode = await screen.findByRole('img', { name: 'Barcode of the unit ID' });
    await screen.findByText('Unit ID CBU-2024-041-7731');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(barcode.querySelectorAll('rect').length).toBeGreaterThan(10);
  });

  it('downloads the PDF of every value, telling analytics the event’s name only', async () => {
    const track = jest.spyOn(analytics, 'track');
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:certificate');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicks: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    renderWithPortal(<RemoteRoutes />, { route: '/portal/stem-cell-key' });
    await certificate();
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));

    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]?.download).toBe('stem-cell-certificate.pdf');
    expect(createObjectURL.mock.calls[0]?.[0].type).toBe('application/pdf');
    const content = buildCertificatePdf.mock.calls[0]?.[0] as {
      unitId: string;
      fields: { label: string; text: string }[];
      explainerUrl: string;
    };
    expect(content.unitId).toBe('CBU-2024-041-7731');
    expect(content.fields.map((field) => [field.label, field.text])).toContainEqual([
      'Total nucleated cells (TNC)',
      '14.2 × 10^8 cells',
    ]);
    expect(content.fields).toHaveLength(13);
    expect(content.explainerUrl).toBe('http://localhost/portal/understanding-your-stem-cell-key');
    expect(track).toHaveBeenCalledWith('Certificate Downloaded', {});
    expect(JSON.stringify(track.mock.calls)).not.toMatch(/CBU|Maya|14\.2/);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });
});

describe('a locked certificate', () => {
  beforeEach(() => setOrders([{ id: 'ord_leo', purchaserName: 'Jordan Rivera' }]));

  it('shows where the unit is, the lab’s progress and when to expect it, and no values', async () => {
    renderWithPortal(<RemoteRoutes />, { route: '/portal/stem-cell-key' });
    expect(
      await screen.findByRole('heading', { name: "Leo Rivera's certificate is not ready yet" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/The cord blood is at the lab/)).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: 'Lab progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '0.3');
    expect(screen.getByText('30% done')).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Request a release or transfer' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText(/expect it by July 22, 2099/)).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Where things stand' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((item) => item.textContent)).toEqual([
      'Collection kit shippedDone',
      'Medical health formDone',
      'Birth and kit pick-upDone',
      'Lab processingNow',
      'Stem cell certificate readyLater',
    ]);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /What the certificate will show/ })).toHaveAttribute(
      'href',
      '/portal/understanding-your-stem-cell-key',
    );
  });
});

it('switching siblings switches the certificate', async () => {
  setOrders([
    { id: 'ord_maya', purchaserName: 'Jordan Rivera' },
    { id: 'ord_leo', purchaserName: 'Jordan Rivera' },
  ]);
  renderWithPortal(<RemoteRoutes />, { route: '/portal/stem-cell-key' });
  expect(
    await screen.findByRole('heading', { name: "Leo Rivera's certificate is not ready yet" }),
  ).toBeInTheDocument();
  act(() => swapOrder());
  await certificate();
  expect(valueOf("Child's name")).toHaveTextContent('Maya Rivera');
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  act(() => swapOrder());
  expect(
    await screen.findByRole('heading', { name: "Leo Rivera's certificate is not ready yet" }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
});
