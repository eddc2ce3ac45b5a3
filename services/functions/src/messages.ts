import type { PageLocale } from './http/locale.js';

/**
 * The `{error}` texts of POST /billing/portal-session. The portal shows them after
 * "There was a problem fetching your billing info: ", so each is a full sentence for a parent.
 * English, the source (tests and logs read it); ERRORS_ES below says the same in Spanish.
 */
export const ERRORS = {
  signIn: 'Please sign in again to open billing.',
  authUnavailable: 'Sign-in could not be checked right now. Please try again in a few minutes.',
  badBody: 'Send the email of the signed-in account as JSON: {"email": "..."}.',
  noEmail: 'The signed-in account has no email address, so billing cannot be opened.',
  emailNotVerified:
    'Your email address is not verified yet. Open the link in the email we sent you, then try again.',
  foreignEmail: 'That email does not belong to the signed-in account.',
  staffNotParent:
    "This is a bank staff account, and staff accounts are never parents: sign in with a parent's account to pay or to open billing.",
  unavailable: 'Billing is unavailable right now. Please try again in a few minutes.',
  notFound: 'Not found.',
  tooLarge: 'The request is too large.',
} as const;

const ERRORS_ES: Record<keyof typeof ERRORS, string> = {
  signIn: 'Vuelva a iniciar sesión para abrir Facturación.',
  authUnavailable:
    'No pudimos comprobar su inicio de sesión en este momento. Inténtelo de nuevo en unos minutos.',
  badBody:
    'Envíe el correo electrónico de la cuenta con la sesión iniciada como JSON: {"email": "..."}.',
  noEmail:
    'La cuenta con la sesión iniciada no tiene correo electrónico, así que no se puede abrir Facturación.',
  emailNotVerified:
    'Su dirección de correo electrónico aún no está verificada. Abra el enlace del correo que le enviamos e inténtelo de nuevo.',
  foreignEmail: 'Ese correo electrónico no pertenece a la cuenta con la sesión iniciada.',
  staffNotParent:
    'Esta es una cuenta del personal del banco, y las cuentas del personal nunca son de padres: inicie sesión con la cuenta de un padre o una madre para pagar o para abrir Facturación.',
  unavailable:
    'Facturación no está disponible en este momento. Inténtelo de nuevo en unos minutos.',
  notFound: 'No se encontró.',
  tooLarge: 'La solicitud es demasiado grande.',
};

/**
 * The stable `code` sent beside every `{error}` a browser may read: the portal chooses the
 * parent's sentence by it (the `error` text is a fallback, in the request's language).
 */
export const ERROR_CODES = {
  signIn: 'UNAUTHENTICATED',
  authUnavailable: 'AUTH_UNAVAILABLE',
  badBody: 'BAD_REQUEST',
  noEmail: 'NO_EMAIL',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  foreignEmail: 'FOREIGN_EMAIL',
  staffNotParent: 'STAFF_NOT_PARENT',
  unavailable: 'UNAVAILABLE',
  notFound: 'NOT_FOUND',
  tooLarge: 'TOO_LARGE',
} as const satisfies Record<keyof typeof ERRORS, string>;

/** The `{error}` texts of the checkout routes: full sentences a parent can read. */
export const CHECKOUT_ERRORS = {
  signIn: 'Please sign in again to pay.',
  badBody: 'Send the checkout to pay as JSON: {"checkoutId": "..."}.',
  notFound: 'We could not find that checkout.',
  unavailable:
    'Payments are unavailable right now. Nothing was charged: please try again in a few minutes.',
  replaced:
    'This checkout was replaced by a newer one, in another tab or window. Nothing was charged: continue there, or start again.',
  webhookSignature: 'The webhook signature could not be verified.',
  webhookUnavailable: 'The payment could not be recorded right now; retry later.',
} as const;

/** The checkout refusals a parent's browser reads (the webhooks' are the provider's, English). */
type ParentCheckoutError = 'signIn' | 'badBody' | 'notFound' | 'unavailable' | 'replaced';

const CHECKOUT_ERRORS_ES: Record<ParentCheckoutError, string> = {
  signIn: 'Vuelva a iniciar sesión para pagar.',
  badBody: 'Envíe el pago que desea realizar como JSON: {"checkoutId": "..."}.',
  notFound: 'No encontramos ese pago.',
  unavailable:
    'Los pagos no están disponibles en este momento. No se le cobró nada: inténtelo de nuevo en unos minutos.',
  replaced:
    'Este pago fue reemplazado por uno más reciente, en otra pestaña o ventana. No se le cobró nada: continúe allí o vuelva a empezar.',
};

export const CHECKOUT_ERROR_CODES = {
  signIn: 'UNAUTHENTICATED',
  badBody: 'BAD_REQUEST',
  notFound: 'CHECKOUT_NOT_FOUND',
  unavailable: 'UNAVAILABLE',
  replaced: 'CHECKOUT_REPLACED',
} as const satisfies Record<ParentCheckoutError, string>;

/** A refusal a parent may read: its stable code and its sentence in each language. */
export interface Refusal {
  code: string;
  text: Readonly<Record<PageLocale, string>>;
}

function refusals<K extends string>(
  codes: Record<K, string>,
  en: Record<K, string>,
  es: Record<K, string>,
): Record<K, Refusal> {
  const all = {} as Record<K, Refusal>;
  for (const key of Object.keys(codes) as K[]) {
    all[key] = { code: codes[key], text: { en: en[key], es: es[key] } };
  }
  return all;
}

/** POST /billing/portal-session's refusals (and the service's own: 404, 413, 500). */
export const REFUSALS = refusals(ERROR_CODES, ERRORS, ERRORS_ES);

/** POST /checkout/session's refusals. */
export const CHECKOUT_REFUSALS = refusals(
  CHECKOUT_ERROR_CODES,
  CHECKOUT_ERRORS,
  CHECKOUT_ERRORS_ES,
);

/** The local provider's renewals (`npm run ops -- renew`). */
export const RENEWAL_ERRORS = {
  badBody: 'Send the order to renew as JSON: {"orderId": "...", "fail": false}.',
  notStaff: "Renewals are run by the bank's staff: this account does not have the staff role.",
  notFound: 'There is no order with that id.',
  none: 'This order has no live subscription of the local payment provider to renew (a gift, an order the bank made, a plan that ended, or a Stripe subscription).',
} as const;

/** The plan ends of released units, run by the bank's staff (`npm run ops -- release-status`). */
export const PLAN_END_ERRORS = {
  notStaff:
    "Plan ends are run by the bank's staff: this account does not have the staff role with a verified email.",
  unavailable:
    'The plans to end could not be read from the gateway right now: the functions service tries again every minute.',
} as const;
