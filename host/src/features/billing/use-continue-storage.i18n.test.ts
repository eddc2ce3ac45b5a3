import { i18n, languageStore, registerCatalog, setLocale } from '@portal/shared';
import { loadHostCatalog } from '../../i18n/host-catalog';
import type { GatewayRefusal } from '../../common/api/gateway-refusal';
import { refusalProblem } from './continue-storage';
import { continueProblemText, type ContinueProblem } from './use-continue-storage';

const refusal = (overrides: Partial<GatewayRefusal>): ContinueProblem =>
  refusalProblem({
    code: null,
    reason: null,
    message: null,
    fields: [],
    retryAfterSeconds: null,
    ...overrides,
  });
const say = (problem: ContinueProblem) =>
  continueProblemText(problem, (descriptor) => i18n._(descriptor));

beforeAll(async () => {
  await registerCatalog('host', loadHostCatalog);
  languageStore.setState({ offered: ['en', 'es'] });
  await setLocale('es');
});
afterAll(async () => {
  await setLocale('en');
  languageStore.setState({ offered: ['en'] });
});

it("says the gateway's refusals of a continuation in the parent's language", () => {
  expect(
    say(
      refusal({
        code: 'CONFLICT',
        message: "This child's storage already continues with your card.",
      }),
    ),
  ).toBe('El almacenamiento de este bebé ya continúa con su tarjeta.');
  expect(
    say(
      refusal({
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Please wait 3 minutes and try again.',
        retryAfterSeconds: 150,
      }),
    ),
  ).toBe('Demasiados intentos. Espere 3 minutos e inténtelo de nuevo.');
  expect(say({ failed: true })).toBe(
    'No pudimos abrir la página de pago en este momento. No se cobró nada: inténtelo de nuevo en unos minutos.',
  );
});

it("keeps the gateway's own words for a conflict it does not know", () => {
  expect(say(refusal({ code: 'CONFLICT', message: 'Something new happened.' }))).toBe(
    'Something new happened.',
  );
});
