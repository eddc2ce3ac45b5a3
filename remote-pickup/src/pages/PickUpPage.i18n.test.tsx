import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { wallClockIn } from '@portal/rules/pickup';
import { languageStore, registerCatalog, setLocale, setOrders } from '@portal/shared';
import { renderWithPortal, resetPortalStores, signInForTests } from '@portal/shared/testing';
import { loadCatalog } from '../catalog';
import { PickUpPage } from './PickUpPage';

// The live status has its own tests (shared/src/graphql/live-pickup.test.ts).
jest.mock('@portal/shared', () => ({
  ...jest.requireActual<object>('@portal/shared'),
  useLivePickup: jest.fn(() => 'idle'),
}));

const gateway = graphql.link('http://gateway.test/graphql');
let stored: Record<string, unknown> | null = null;

/** An instant at this wall-clock time today on the test machine (the time the parent reads). */
const localTime = (hour: number, minute: number) => {
  const at = new Date();
  at.setHours(hour, minute, 0, 0);
  return at.toISOString();
};
const LAB_DEADLINE = '2026-03-14T15:30:00.000Z';

const booked = () => ({
  __typename: 'Pickup',
  id: 'pu_1',
  reference: 'PU-7F3K2Q',
  status: 'REQUESTED',
  changeable: true,
  locationType: 'HOSPITAL',
  place: 'Mercy General',
  address: '4001 J St, Sacramento',
  floorUnit: null,
  room: '312',
  kitLocation: 'WITH_PARENT',
  timeZone: 'America/New_York',
  birthAt: new Date(Date.now() - 7_200_000).toISOString(),
  collectionAt: new Date(Date.now() - 3_600_000).toISOString(),
  collectionDate: '2026-03-12',
  collectionTime: '10:00',
  contactPhone: '+1 916 555 0100',
  alternatePhone: null,
  notes: null,
  preferredWindowStartAt: null,
  labDeadlineAt: LAB_DEADLINE,
  checklist: ['PAPERWORK_SIGNED', 'MATERNAL_BLOOD_TUBES', 'ROOM_TEMPERATURE'],
  requestedAt: new Date().toISOString(),
  updatedAt: localTime(10, 42),
  requestedBy: { __typename: 'ChangedBy', firstName: 'Sam', isViewer: false },
  dispatchedAt: null,
  collectedAt: null,
  receivedAt: null,
});

const server = setupServer(
  gateway.query('SelectedChild', () =>
    HttpResponse.json({
      data: {
        order: { __typename: 'Order', id: 'ord_1', childName: 'Baby Rivera', dueDate: null },
      },
    }),
  ),
  gateway.query('PickupOrder', () =>
    HttpResponse.json({
      data: {
        order: {
          __typename: 'Order',
          id: 'ord_1',
          childName: 'Baby Rivera',
          deliveryHospital: null,
          pickup: stored,
          family: {
            __typename: 'Family',
            members: [
              { __typename: 'FamilyMember', uid: 'user_1' },
              { __typename: 'FamilyMember', uid: 'user_2' },
            ],
          },
        },
      },
    }),
  ),
  gateway.mutation('RequestKitPickup', () =>
    HttpResponse.json(
      {
        errors: [
          {
            message: 'Too many attempts. Please wait 10 minutes and try again.',
            extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 600 },
          },
        ],
      },
      { status: 429, headers: { 'content-type': 'application/graphql-response+json' } },
    ),
  ),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  registerCatalog('pickup', loadCatalog);
});
afterAll(async () => {
  server.close();
  await setLocale('en');
  languageStore.setState({ offered: ['en'] });
});

beforeEach(async () => {
  stored = null;
  resetPortalStores();
  signInForTests();
  setOrders([{ id: 'ord_1', purchaserName: 'Jordan Rivera' }]);
  languageStore.setState({ offered: ['en', 'es'] });
  await act(() => setLocale('es'));
});

it('asks for the pick-up in Spanish, with the time zones named in Spanish', async () => {
  renderWithPortal(<PickUpPage />);
  expect(await screen.findByRole('button', { name: 'Solicitar la recogida' })).toBeInTheDocument();
  expect(
    screen.getByRole('heading', { level: 1, name: 'Solicitar la recogida del kit' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Parto y recolección' })).toBeInTheDocument();
  expect(screen.getByText('Para Baby Rivera')).toBeInTheDocument();
  expect(
    screen.getByRole('link', {
      name: /^Cómo recolectar la sangre del cordón umbilical en el parto/,
    }),
  ).toBeInTheDocument();
  expect(screen.getByLabelText(/^fecha de nacimiento/i)).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'En la estación de enfermería' })).toBeInTheDocument();
  expect(screen.getByText('Los tubos de sangre materna están en el kit')).toBeInTheDocument();
  const zone = screen.getByRole('combobox', { name: /zona horaria del hospital/i });
  expect(within(zone).getByRole('option', { name: 'Hora oriental (New York)' })).toHaveValue(
    'America/New_York',
  );
});

it('says in Spanish how long to wait after too many attempts (by the error’s code)', async () => {
  renderWithPortal(<PickUpPage />);
  await screen.findByRole('button', { name: 'Solicitar la recogida' });
  const zone = 'America/New_York';
  fireEvent.change(screen.getByRole('combobox', { name: /zona horaria del hospital/i }), {
    target: { value: zone },
  });
  const birth = wallClockIn(new Date(Date.now() - 2 * 3_600_000), zone);
  const collection = wallClockIn(new Date(Date.now() - 3_600_000), zone);
  const setValue = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  setValue(/^fecha de nacimiento/i, birth.date);
  setValue(/^hora de nacimiento/i, birth.time);
  setValue(/^fecha de la recolección/i, collection.date);
  setValue(/^hora de la recolección/i, collection.time);
  setValue(/^nombre del hospital/i, 'Mercy General');
  setValue(/^dirección/i, '4001 J St, Sacramento');
  fireEvent.click(screen.getByRole('radio', { name: 'Conmigo' }));
  setValue(/^número de celular/i, '+1 916 555 0100');
  for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
  await userEvent.click(screen.getByRole('button', { name: 'Solicitar la recogida' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Demasiados intentos. Espere 10 minutos e intente de nuevo, por favor.',
  );
  expect(screen.getByRole('link', { name: 'Llamar al +1 (800) 555-0199' })).toBeInTheDocument();
});

it('shows the booked pick-up in Spanish, its times formatted for Spanish', async () => {
  stored = booked();
  renderWithPortal(<PickUpPage />);
  expect(
    await screen.findByRole('heading', { name: 'Su recogida está programada' }),
  ).toBeInTheDocument();
  const clock = new Intl.DateTimeFormat('es-US', { hour: 'numeric', minute: '2-digit' }).format(
    new Date(localTime(10, 42)),
  );
  expect(clock).toMatch(/^10:42\sa\.\s?m\.$/);
  expect(screen.getByText(`Solicitada por Sam, ${clock}`)).toBeInTheDocument();

  const deadline = new Intl.DateTimeFormat('es-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: 'America/New_York',
  }).format(new Date(LAB_DEADLINE));
  expect(deadline).toMatch(/^14 mar 2026, 11:30\sa\.\s?m\. /);
  expect(
    screen.getByText('El kit debe llegar al laboratorio a más tardar:').parentElement,
  ).toHaveTextContent(`El kit debe llegar al laboratorio a más tardar: ${deadline}`);
  expect(screen.getByText(/habitación 312/)).toBeInTheDocument();
  expect(screen.getByText('lo antes posible')).toBeInTheDocument();

  const timeline = screen.getByRole('list', { name: 'Estado de la recogida' });
  expect(within(timeline).getAllByText('Todavía no')).toHaveLength(3);
  expect(within(timeline).getByText('Hecho')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cambiar la recogida' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Cancelar la recogida' }));
  expect(
    await screen.findByRole('dialog', { name: '¿Desea cancelar la recogida?' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'No, mantenerla' })).toBeInTheDocument();
});
