import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { MedicalFormAnswers } from '@portal/rules/medical-form';
import { completeAnswers } from '@portal/rules/medical-form-testing';
import { registerCatalog, setOrders } from '@portal/shared';
import {
  renderWithPortal,
  resetPortalStores,
  signInForTests,
  speakInTests,
} from '@portal/shared/testing';
import { loadCatalog } from '../catalog';
import { MedicalFormPage } from './MedicalFormPage';

speakInTests('es');

const gateway = graphql.link('http://gateway.test/graphql');
const sam = { __typename: 'ChangedBy', firstName: 'Sam', isViewer: false };
/** An instant at this wall-clock time on the test machine (the time the parent reads). */
const savedAt = new Date(2026, 5, 1, 10, 42).toISOString();
let stored: { answers: MedicalFormAnswers; version: number };
let familySize = 1;

const server = setupServer(
  gateway.query('SelectedChild', ({ variables }) =>
    HttpResponse.json({
      data: {
        order: { __typename: 'Order', id: variables['id'], childName: 'Ava', dueDate: null },
      },
    }),
  ),
  gateway.query('MedicalFormOrder', ({ variables }) =>
    HttpResponse.json({
      data: {
        order: {
          __typename: 'Order',
          id: variables['id'],
          childName: null,
          medicalForm: {
            __typename: 'MedicalForm',
            status: 'DRAFT',
            answers: stored.answers,
            version: stored.version,
            updatedAt: savedAt,
            updatedBy: sam,
            submittedAt: null,
          },
          family: {
            __typename: 'Family',
            members: Array.from({ length: familySize }, (_, index) => ({
              __typename: 'FamilyMember',
              uid: `user_${index + 1}`,
            })),
          },
        },
      },
    }),
  ),
  // Read again by the shell's order list after the submit.
  gateway.query('getUserOrder', () =>
    HttpResponse.json({
      data: {
        me: {
          __typename: 'User',
          id: 'test-user-1',
          orders: [{ __typename: 'Order', id: 'ord_a', purchaserName: 'Test Parent' }],
        },
      },
    }),
  ),
  gateway.mutation('SubmitMedicalForm', ({ variables }) =>
    HttpResponse.json({
      data: {
        submitMedicalForm: {
          __typename: 'MedicalForm',
          status: 'SUBMITTED',
          answers: variables['answers'],
          version: (variables['baseVersion'] as number) + 1,
          updatedAt: '2026-06-01T12:00:00Z',
          updatedBy: { ...sam, firstName: 'Jordan', isViewer: true },
          submittedAt: '2026-06-01T12:00:00Z',
        },
      },
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());

beforeAll(() => registerCatalog('medical_form', loadCatalog));
beforeEach(() => {
  stored = { answers: { mother: { fullName: '' } }, version: 1 };
  familySize = 1;
  resetPortalStores();
  signInForTests();
  setOrders([{ id: 'ord_a', purchaserName: 'Test Parent' }]);
});

async function openPage() {
  renderWithPortal(<MedicalFormPage />, { route: '/portal/medical-form' });
  await screen.findByText(/Sección \d de 8/);
}

it('asks the questions in Spanish, with Spanish headings, buttons and field problems', async () => {
  await openPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Formulario de salud' })).toBeVisible();
  expect(screen.getByRole('progressbar', { name: 'Sección 1 de 8' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Datos de la madre' })).toBeVisible();
  expect(screen.getByText('Sobre la madre que dará a luz al bebé.')).toBeVisible();
  expect(screen.getByLabelText(/^Nombre completo/)).toBeInTheDocument();
  expect(screen.getByText('Por ejemplo, un apellido de soltera.')).toBeVisible();
  expect(document.title).toMatch(/^Formulario de salud/);
  await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
  // The rule's problem in Spanish, naming the question in Spanish.
  expect(await screen.findByText(/^Nombre completo.*obligatori/)).toBeInTheDocument();
  expect(screen.queryByText('Full name is required.')).toBeNull();
});

it('reviews the answers in Spanish and gives the submission date in Spanish', async () => {
  stored = { answers: completeAnswers(), version: 6 };
  await openPage();
  expect(
    screen.getByRole('heading', { level: 2, name: 'Revisión y consentimiento' }),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: 'Editar Datos de la madre' })).toBeInTheDocument();
  const pregnancy = screen.getByRole('region', { name: '2. Embarazo y parto' });
  expect(within(pregnancy).getByText('¿Espera un bebé o más de uno?')).toBeInTheDocument();
  expect(within(pregnancy).getByText('Un bebé')).toBeInTheDocument();
  expect(within(pregnancy).getByText('Fecha prevista de parto')).toBeInTheDocument();
  expect(within(pregnancy).getByText('1 de julio de 2026')).toBeInTheDocument();
  expect(screen.getByText('Sí: Prenatal vitamins daily')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Soy la madre' })).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Enviar el formulario' }));
  expect(
    await screen.findByText(/Su formulario de salud se envió el 1 de junio de 2026\./),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Imprimir sus respuestas' })).toBeInTheDocument();
});

it('says who saved last, with the time as Spanish speakers write it', async () => {
  familySize = 2;
  await openPage();
  const time = new Intl.DateTimeFormat('es-US', { hour: 'numeric', minute: '2-digit' }).format(
    new Date(savedAt),
  );
  expect(time).toMatch(/^10:42\sa\.\s?m\.$/);
  expect(screen.getByText(`Guardado por Sam, ${time}`)).toBeInTheDocument();
});
