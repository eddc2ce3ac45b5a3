/**
 * The local test checkout's and the local receipts' texts, in each language of the portal. The
 * English is the source: tests check it word for word. Values (prices, dates) come formatted.
 */
import type { PageLocale } from '../http/locale.js';

export type CheckoutKind = 'GIFT' | 'CONTINUATION' | 'ORDER';

export interface CheckoutPageTexts {
  /** What is bought, before its reference: "Order ORD-1". */
  what: (kind: CheckoutKind) => string;
  heading: (kind: CheckoutKind) => string;
  noticeTitle: string;
  notice: string;
  plan: string;
  today: string;
  nothingCharged: string;
  then: string;
  amount: string;
  fromThen: (price: string, firstCharge: string) => string;
  untilCancelled: (price: string) => string;
  testCard: string;
  saveAndContinue: string;
  pay: (amount: string) => string;
  cancel: string;
  recordFailed: string;
  expiredTitle: string;
  expiredHeading: string;
  expiredText: string;
}

export interface ReceiptPageTexts {
  receipt: (number: string) => string;
  noticeTitle: string;
  notice: string;
  invoice: string;
  date: string;
  amount: string;
  status: string;
  card: string;
  paid: string;
  failed: string;
  goneTitle: string;
  goneHeading: string;
  goneText: string;
}

const CHECKOUT_EN: CheckoutPageTexts = {
  what: (kind) => (kind === 'GIFT' ? 'Gift' : kind === 'CONTINUATION' ? 'Storage plan' : 'Order'),
  heading: (kind) =>
    kind === 'CONTINUATION'
      ? 'Continue storage with your card'
      : `Pay for your ${kind === 'GIFT' ? 'gift' : 'order'}`,
  noticeTitle: 'Local test checkout.',
  notice:
    'No real payment is taken: no payment provider is configured. Pay with the test card 4242 4242 4242 4242 (4000 0000 0000 0002 is declined).',
  plan: 'Plan',
  today: 'Today',
  nothingCharged: 'Nothing is charged',
  then: 'Then',
  amount: 'Amount',
  fromThen: (price, firstCharge) => `${price} from ${firstCharge}, renewing automatically`,
  untilCancelled: (price) => `${price}, renewing automatically until you cancel`,
  testCard: 'Test card',
  saveAndContinue: 'Save card and continue storage',
  pay: (amount) => `Pay ${amount}`,
  cancel: 'Cancel and go back',
  recordFailed:
    'The payment could not be recorded right now. Nothing was charged: please try again in a moment.',
  expiredTitle: 'Checkout link expired',
  expiredHeading: 'This checkout link has expired',
  expiredText:
    'Checkout links work for an hour. Go back to the portal and continue your order from there: nothing was charged.',
};

const CHECKOUT_ES: CheckoutPageTexts = {
  what: (kind) =>
    kind === 'GIFT' ? 'Regalo' : kind === 'CONTINUATION' ? 'Plan de almacenamiento' : 'Pedido',
  heading: (kind) =>
    kind === 'CONTINUATION'
      ? 'Continúe el almacenamiento con su tarjeta'
      : `Pague su ${kind === 'GIFT' ? 'regalo' : 'pedido'}`,
  noticeTitle: 'Pago de prueba local.',
  notice:
    'No se realiza ningún pago real: no hay un proveedor de pagos configurado. Pague con la tarjeta de prueba 4242 4242 4242 4242 (la 4000 0000 0000 0002 se rechaza).',
  plan: 'Plan',
  today: 'Hoy',
  nothingCharged: 'No se cobra nada',
  then: 'Después',
  amount: 'Monto',
  fromThen: (price, firstCharge) =>
    `${price} a partir del ${firstCharge}, con renovación automática`,
  untilCancelled: (price) => `${price}, con renovación automática hasta que usted cancele`,
  testCard: 'Tarjeta de prueba',
  saveAndContinue: 'Guardar la tarjeta y continuar el almacenamiento',
  pay: (amount) => `Pagar ${amount}`,
  cancel: 'Cancelar y volver',
  recordFailed:
    'No se pudo registrar el pago en este momento. No se le cobró nada: inténtelo de nuevo en un momento.',
  expiredTitle: 'Enlace de pago vencido',
  expiredHeading: 'Este enlace de pago ha vencido',
  expiredText:
    'Los enlaces de pago funcionan durante una hora. Vuelva al portal y continúe su pedido desde allí: no se le cobró nada.',
};

const RECEIPT_EN: ReceiptPageTexts = {
  receipt: (number) => `Receipt ${number}`,
  noticeTitle: 'Local test provider.',
  notice: 'No real payment was taken.',
  invoice: 'Invoice',
  date: 'Date',
  amount: 'Amount',
  status: 'Status',
  card: 'Card',
  paid: 'Paid',
  failed: 'Payment failed',
  goneTitle: 'Receipt not found',
  goneHeading: 'This receipt is no longer here',
  goneText:
    'The local test provider keeps receipts only while it runs. Your invoices are still listed in the portal.',
};

const RECEIPT_ES: ReceiptPageTexts = {
  receipt: (number) => `Recibo ${number}`,
  noticeTitle: 'Proveedor de prueba local.',
  notice: 'No se realizó ningún pago real.',
  invoice: 'Factura',
  date: 'Fecha',
  amount: 'Monto',
  status: 'Estado',
  card: 'Tarjeta',
  paid: 'Pagado',
  failed: 'Pago no realizado',
  goneTitle: 'Recibo no encontrado',
  goneHeading: 'Este recibo ya no está disponible',
  goneText:
    'El proveedor de prueba local conserva los recibos solo mientras está en funcionamiento. Sus facturas siguen apareciendo en el portal.',
};

export const CHECKOUT_TEXTS: Readonly<Record<PageLocale, CheckoutPageTexts>> = {
  en: CHECKOUT_EN,
  es: CHECKOUT_ES,
};

export const RECEIPT_TEXTS: Readonly<Record<PageLocale, ReceiptPageTexts>> = {
  en: RECEIPT_EN,
  es: RECEIPT_ES,
};
