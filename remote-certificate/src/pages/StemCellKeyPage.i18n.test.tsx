import { msg } from '@lingui/core/macro';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { registerCatalog, setOrders } from '@portal/shared';
import {
  renderWithPortal,
  resetPortalStores,
  signInForTests,
  speakInTests,
} from '@portal/shared/testing';
import { loadCatalog } from '../catalog';
import { RemoteRoutes } from '../routes';

speakInTests('es');

// The file name as the module describes it (the same id as in the catalogue).
jest.mock('../features/certificate/certificate-pdf', () => ({
  PDF_FILE_NAME: msg`stem-cell-certificate.pdf`,
  buildCertificatePdf: jest.fn(() => new ArrayBuffer(8)),
}));
const { buildCertificatePdf } = jest.requireMock<{ buildCertificatePdf: jest.Mock }>(
  '../features/certificate/certificate-pdf',
);

const step = (stage: string, status: string, completedAt: string | null = null) => ({
  __typename: 'JourneyStep',
  stage,
  status,
  completedAt,
});

const ORDERS: Record<string, unknown> = {
  ord_maya: {
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
  },
  ord_leo: {
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
  },
};

const server = setupServer(
  graphql
    .link('http://gateway.test/graphql')
    .query('StemCellCertificate', ({ variables }) =>
      HttpResponse.json({ data: { order: ORDERS[String(variables['id'])] ?? null } }),
    ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

beforeAll(() => registerCatalog('certificate', loadCatalog));
beforeEach(async () => {
  resetPortalStores();
  signInForTests();
});

const valueOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

it('shows the issued certificate in Spanish, its values formatted for Spanish', async () => {
  setOrders([{ id: 'ord_maya', purchaserName: 'Jordan Rivera' }]);
  renderWithPortal(<RemoteRoutes />, { route: '/portal/stem-cell-key' });
  const article = await screen.findByRole('article', {
    name: 'Certificado de almacenamiento de células madre de la sangre del cordón umbilical',
  });
  expect(
    screen.getByRole('heading', { level: 1, name: 'Certificado de células madre' }),
  ).toBeInTheDocument();
  expect(document.title).toMatch(/^Certificado de células madre/);
  expect(screen.getByText('Para Maya Rivera')).toBeInTheDocument();
  expect(within(article).getByText(/^Emitido el 2 de mayo de 2024/)).toBeInTheDocument();
  expect(valueOf('Nombre del niño o la niña')).toHaveTextContent('Maya Rivera');
  expect(valueOf('Fecha de nacimiento')).toHaveTextContent('13 de abril de 2024');
  expect(valueOf('Titular de la cuenta')).toHaveTextContent('Jordan Rivera');
  expect(valueOf('Células nucleadas totales (TNC)')).toHaveTextContent('14.2 × 10⁸ células');
  expect(valueOf('Células nucleadas totales (TNC)')).toHaveTextContent('1,420,000,000 células');
  expect(valueOf('Viabilidad celular')).toHaveTextContent('97.4%');
  expect(valueOf('Volumen')).toHaveTextContent('1,098.5 ml');
  expect(valueOf('Fecha de emisión')).toHaveTextContent('2 de mayo de 2024');
  expect(screen.getByText('Identificación de la unidad CBU-2024-041-7731')).toBeInTheDocument();
  expect(within(valueOf('Viabilidad celular')).getByRole('link')).toHaveAccessibleName(
    /^97\.4%\s*, qué significa$/,
  );
  expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
});

it('makes the PDF in Spanish', async () => {
  const clicks: HTMLAnchorElement[] = [];
  Object.assign(URL, {
    createObjectURL: jest.fn(() => 'blob:certificate'),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicks.push(this);
  });
  setOrders([{ id: 'ord_maya', purchaserName: 'Jordan Rivera' }]);
  renderWithPortal(<RemoteRoutes />, { route: '/portal/stem-cell-key' });
  await userEvent.click(await screen.findByRole('button', { name: 'Descargar PDF' }));

  await waitFor(() => expect(clicks).toHaveLength(1));
  expect(clicks[0]?.download).toBe('certificado-de-celulas-madre.pdf');
  const [content, i18n] = buildCertificatePdf.mock.calls[0] as [
    { fields: { label: string; text: string }[] },
    { locale: string },
  ];
  expect(i18n.locale).toBe('es');
  expect(content.fields.map((field) => [field.label, field.text])).toContainEqual([
    'Células nucleadas totales (TNC)',
    '14.2 × 10^8 células',
  ]);
});

it('shows a locked certificate in Spanish, with the date to expect it', async () => {
  setOrders([{ id: 'ord_leo', purchaserName: 'Jordan Rivera' }]);
  renderWithPortal(<RemoteRoutes />, { route: '/portal/stem-cell-key' });
  expect(
    await screen.findByRole('heading', { name: 'El certificado de Leo Rivera aún no está listo' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Progreso del laboratorio' })).toBeInTheDocument();
  expect(screen.getByText('30 % completado')).toBeInTheDocument();
  expect(screen.getByText(/espérelo para el 22 de julio de 2099/)).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Cómo van las cosas' })).toHaveTextContent('Ahora');
});

it('explains the certificate in Spanish, marking what is usual', () => {
  renderWithPortal(<RemoteRoutes />, { route: '/portal/understanding-your-stem-cell-key' });
  expect(
    screen.getByRole('heading', {
      level: 1,
      name: 'Cómo entender su certificado de células madre',
    }),
  ).toBeInTheDocument();
  const viability = screen.getByRole('region', { name: 'Viabilidad celular' });
  expect(viability).toHaveTextContent(/vivas y sanas/);
  expect(viability).toHaveTextContent(/Lo habitual: Después del procesamiento/);
  expect(within(viability).getByRole('link', { name: 'Volver a su certificado' })).toHaveAttribute(
    'href',
    '/portal/stem-cell-key#field-viability',
  );
});
