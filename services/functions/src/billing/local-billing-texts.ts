/**
 * What the local billing page and its action pages tell a parent, in each language of the
 * portal. The English is the source: tests check it word for word. Values (prices, dates, card
 * names) come formatted in the page's language.
 */
import type { PageLocale } from '../http/locale.js';

/** The portal's default support number (the gateway's and the web apps' DEFAULT_SUPPORT_PHONE). */
export const DEFAULT_SUPPORT_PHONE = '+1 (800) 555-0199';

export interface BillingDoneTexts {
  cardUpdated: string;
  pastDuePaid: (amount: string) => string;
  cancelled: (date: string) => string;
  kept: string;
}

export interface BillingProblemTexts {
  notSaved: string;
  ended: string;
  /** "Keep my plan" on the plan of a unit that was released or transferred. */
  releaseEnds: string;
  signInAgain: string;
  crossSite: string;
}

export interface BillingPageTexts {
  billing: string;
  /** The notice of a past-due renewal; `respondBy` is the day to update the card by, if any. */
  pastDue: (date: string, respondBy: string | null) => string;
  status: string;
  pastDueStatus: string;
  endsOn: (date: string) => string;
  renewsOn: (date: string, amount: string) => string;
  active: string;
  autoPay: string;
  autoPayOff: string;
  autoPayOn: (card: string) => string;
  /** Heard after an action's name by screen readers: "Update card for Ava". */
  forChild: (child: string) => string;
  keepPlan: string;
  cancelPlan: string;
  updateCard: string;
  order: (id: string) => string;
  receipt: string;
  /** Heard after "Receipt": " for INV-1". */
  forInvoice: (number: string) => string;
  invoicesFor: (child: string) => string;
  invoice: string;
  date: string;
  amount: string;
  /** An invoice's status ("paid", "open", ...) as a word; null for one without a translation. */
  invoiceStatus: (status: string) => string | null;
  noInvoices: string;
  plan: string;
  price: string;
  plansFor: (who: string) => string;
  localNotice: string;
  noOrders: string;
  expiredTitle: string;
  expiredHeading: string;
  expiredText: string;
  /** The card page. */
  cardOnFile: (card: string) => string;
  noCardOnFile: string;
  pastDueRetry: (amount: string) => string;
  updateCardFor: (child: string) => string;
  testNoticeTitle: string;
  testNotice: string;
  newCard: string;
  saveCard: string;
  backToBilling: string;
  errorPrefix: string;
  /** The cancel page. */
  cancelPlanFor: (child: string) => string;
  confirmCancel: string;
  /** The refused page. */
  nothingChanged: string;
  /** The confirm step of a cancellation (the date the plan ends, the number to call). */
  cancelExplanation: (date: string, phone: string) => string;
  done: BillingDoneTexts;
  problems: BillingProblemTexts;
}

const EN: BillingPageTexts = {
  billing: 'Billing',
  pastDue: (date, respondBy) =>
    `The storage payment due on ${date} is past due: the card on file was declined. Please update the card${respondBy ? ` by ${respondBy}` : ''}; the stored unit is not affected meanwhile.`,
  status: 'Status',
  pastDueStatus: 'Past due',
  endsOn: (date) => `Ends on ${date}`,
  renewsOn: (date, amount) => `Renews on ${date} for ${amount}`,
  active: 'Active',
  autoPay: 'Auto-pay',
  autoPayOff: 'Off',
  autoPayOn: (card) => `On, ${card}`,
  forChild: (child) => ` for ${child}`,
  keepPlan: 'Keep my plan',
  cancelPlan: 'Cancel plan',
  updateCard: 'Update card',
  order: (id) => `Order ${id}`,
  receipt: 'Receipt',
  forInvoice: (number) => ` for ${number}`,
  invoicesFor: (child) => `Invoices for ${child}`,
  invoice: 'Invoice',
  date: 'Date',
  amount: 'Amount',
  invoiceStatus: () => null,
  noInvoices: 'No invoices yet.',
  plan: 'Plan',
  price: 'Price',
  plansFor: (who) => `Plans and invoices for ${who}. `,
  localNotice: 'This is the local billing page: no payment provider is configured.',
  noOrders: 'There are no orders on this account yet.',
  expiredTitle: 'Billing link expired',
  expiredHeading: 'This billing link has expired',
  expiredText:
    'Billing links work for 30 minutes. Open Billing from the portal again to see your plan and invoices.',
  cardOnFile: (card) => `Card on file: ${card}.`,
  noCardOnFile: 'There is no card on file.',
  pastDueRetry: (amount) =>
    `The past-due payment of ${amount} is paid with the new card as soon as you save it.`,
  updateCardFor: (child) => `Update the card for ${child}`,
  testNoticeTitle: 'Local test billing.',
  testNotice:
    'No real card is charged: no payment provider is configured. Use the test card 4242 4242 4242 4242 (4000 0000 0000 0002 is declined).',
  newCard: 'New card',
  saveCard: 'Save card',
  backToBilling: 'Back to billing',
  errorPrefix: 'Error: ',
  cancelPlanFor: (child) => `Cancel the plan for ${child}?`,
  confirmCancel: 'Confirm cancellation',
  nothingChanged: 'Nothing was changed',
  cancelExplanation: (date, phone) =>
    `Your plan ends on ${date}. Your baby's cord blood stays in storage until then. After that we keep the unit safely stored for 90 days while we help you decide what happens next: call us at ${phone}.`,
  done: {
    cardUpdated: 'Your card was updated.',
    pastDuePaid: (amount) => `The past-due payment of ${amount} is paid.`,
    cancelled: (date) => `Your plan is cancelled: it ends on ${date}.`,
    kept: 'Your plan continues.',
  },
  problems: {
    notSaved: 'Your change could not be saved right now. Please try again in a moment.',
    ended: 'This plan has ended, so it can no longer be changed here.',
    releaseEnds:
      "Your baby's cord blood was released or transferred, so this plan ends with the period paid for and cannot be kept.",
    signInAgain:
      'Your billing session can no longer reach your account. Open Billing from the portal again.',
    crossSite:
      'This change was not sent from your billing page, so nothing was changed. Open Billing from the portal and try again.',
  },
};

/** An invoice is "una factura": its statuses in the feminine. */
const INVOICE_STATUS_ES: Record<string, string> = {
  paid: 'Pagada',
  open: 'Pendiente',
  draft: 'Borrador',
  void: 'Anulada',
  uncollectible: 'Incobrable',
};

const ES: BillingPageTexts = {
  billing: 'Facturación',
  pastDue: (date, respondBy) =>
    `El pago del almacenamiento con vencimiento el ${date} está atrasado: la tarjeta registrada fue rechazada. Actualice la tarjeta${respondBy ? ` antes del ${respondBy}` : ''}; mientras tanto, la unidad almacenada no se ve afectada.`,
  status: 'Estado',
  pastDueStatus: 'Atrasado',
  endsOn: (date) => `Termina el ${date}`,
  renewsOn: (date, amount) => `Se renueva el ${date} por ${amount}`,
  active: 'Activo',
  autoPay: 'Pago automático',
  autoPayOff: 'Desactivado',
  autoPayOn: (card) => `Activado, ${card}`,
  forChild: (child) => ` de ${child}`,
  keepPlan: 'Mantener mi plan',
  cancelPlan: 'Cancelar el plan',
  updateCard: 'Actualizar la tarjeta',
  order: (id) => `Pedido ${id}`,
  receipt: 'Recibo',
  forInvoice: (number) => ` de la factura ${number}`,
  invoicesFor: (child) => `Facturas de ${child}`,
  invoice: 'Factura',
  date: 'Fecha',
  amount: 'Monto',
  invoiceStatus: (status) => INVOICE_STATUS_ES[status.toLowerCase()] ?? null,
  noInvoices: 'Todavía no hay facturas.',
  plan: 'Plan',
  price: 'Precio',
  plansFor: (who) => `Planes y facturas de ${who}. `,
  localNotice: 'Esta es la página de facturación local: no hay un proveedor de pagos configurado.',
  noOrders: 'Todavía no hay pedidos en esta cuenta.',
  expiredTitle: 'Enlace de facturación vencido',
  expiredHeading: 'Este enlace de facturación ha vencido',
  expiredText:
    'Los enlaces de facturación funcionan durante 30 minutos. Vuelva a abrir Facturación desde el portal para ver su plan y sus facturas.',
  cardOnFile: (card) => `Tarjeta registrada: ${card}.`,
  noCardOnFile: 'No hay ninguna tarjeta registrada.',
  pastDueRetry: (amount) =>
    `El pago atrasado de ${amount} se cobrará con la nueva tarjeta en cuanto usted la guarde.`,
  updateCardFor: (child) => `Actualice la tarjeta de ${child}`,
  testNoticeTitle: 'Facturación de prueba local.',
  testNotice:
    'No se cobra a ninguna tarjeta real: no hay un proveedor de pagos configurado. Use la tarjeta de prueba 4242 4242 4242 4242 (la 4000 0000 0000 0002 se rechaza).',
  newCard: 'Nueva tarjeta',
  saveCard: 'Guardar la tarjeta',
  backToBilling: 'Volver a Facturación',
  errorPrefix: 'Error: ',
  cancelPlanFor: (child) => `¿Cancelar el plan de ${child}?`,
  confirmCancel: 'Confirmar la cancelación',
  nothingChanged: 'No se cambió nada',
  // Review: legal (what happens to the stored unit after a cancellation).
  cancelExplanation: (date, phone) =>
    `Su plan termina el ${date}. La sangre del cordón umbilical de su bebé permanece almacenada hasta entonces. Después, conservamos la unidad almacenada de forma segura durante 90 días mientras le ayudamos a decidir qué sigue: llámenos al ${phone}.`,
  done: {
    cardUpdated: 'Su tarjeta se actualizó.',
    pastDuePaid: (amount) => `Se cobró el pago atrasado de ${amount}.`,
    cancelled: (date) => `Su plan está cancelado: termina el ${date}.`,
    kept: 'Su plan continúa.',
  },
  problems: {
    notSaved: 'No se pudo guardar su cambio en este momento. Inténtelo de nuevo en un momento.',
    ended: 'Este plan terminó, así que ya no se puede cambiar aquí.',
    releaseEnds:
      'La sangre del cordón umbilical de su bebé fue liberada o transferida, así que este plan termina con el período pagado y no se puede mantener.',
    signInAgain:
      'Su sesión de facturación ya no puede acceder a su cuenta. Vuelva a abrir Facturación desde el portal.',
    crossSite:
      'Este cambio no se envió desde su página de facturación, así que no se cambió nada. Abra Facturación desde el portal e inténtelo de nuevo.',
  },
};

export const BILLING_TEXTS: Readonly<Record<PageLocale, BillingPageTexts>> = { en: EN, es: ES };

/** The English (tests and logs read these). */
export const BILLING_DONE = EN.done;
export const BILLING_PROBLEMS = EN.problems;
export const cancelExplanation = EN.cancelExplanation;
