import { agreementMoney, type AgreementLanguage } from '@portal/rules/agreement';
import type { PlanYearStatement } from '../domain/plan-year-statement.js';
import { textDocumentPdf, type TextBlock } from './pdf-text-document.js';

const LOCALES: Record<AgreementLanguage, string> = { en: 'en-US', es: 'es-US' };

const WORDS = {
  en: {
    title: (year: number) => `Storage statement, plan year ${year}`,
    period: 'Period',
    to: 'to',
    plan: 'Plan',
    contracted: 'Contracted rate',
    per: { month: 'per month', year: 'per year' } as Record<string, string>,
    agreement: (version: string, date: string) =>
      `storage agreement version ${version}, accepted on ${date}`,
    noAgreement:
      'No storage agreement is on record for this plan: it was ordered before the portal recorded agreements. The rate shown is the plan’s.',
    rate: 'Rate',
    charges: 'Charges',
    noCharges: 'No charges in this plan year.',
    receipt: 'receipt',
    card: (brand: string, last4: string) => `${brand} ending ${last4}`,
    noCard: 'card on file',
    differs: (contracted: string) => `Differs from the contracted rate of ${contracted}.`,
    refunds: 'Refunds',
    refund: 'refund of payment',
    gift: (date: string) => `Storage is paid by a gift until ${date}.`,
    total: 'Total for the year',
    renewal: 'Next renewal',
    renewalValue: (date: string, amount: string) => `${date}, ${amount}`,
    noRenewal: 'The plan does not renew.',
  },
  es: {
    title: (year: number) => `Estado de cuenta de almacenamiento, año ${year} del plan`,
    period: 'Período',
    to: 'al',
    plan: 'Plan',
    contracted: 'Tarifa contratada',
    per: { month: 'por mes', year: 'por año' } as Record<string, string>,
    agreement: (version: string, date: string) =>
      `acuerdo de almacenamiento versión ${version}, aceptado el ${date}`,
    noAgreement:
      'No hay un acuerdo de almacenamiento registrado para este plan: se pidió antes de que el portal registrara los acuerdos. La tarifa indicada es la del plan.',
    rate: 'Tarifa',
    charges: 'Cargos',
    noCharges: 'No hay cargos en este año del plan.',
    receipt: 'recibo',
    card: (brand: string, last4: string) => `${brand} terminada en ${last4}`,
    noCard: 'tarjeta registrada',
    differs: (contracted: string) => `Distinta de la tarifa contratada de ${contracted}.`,
    refunds: 'Reembolsos',
    refund: 'reembolso del pago',
    gift: (date: string) => `El almacenamiento está pagado por un regalo hasta el ${date}.`,
    total: 'Total del año',
    renewal: 'Próxima renovación',
    renewalValue: (date: string, amount: string) => `${date}, ${amount}`,
    noRenewal: 'El plan no se renueva.',
  },
} as const;

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/** A plan year's statement as a PDF, in `language`, from the statement's recorded values alone. */
export function statementPdf(
  statement: PlanYearStatement,
  language: AgreementLanguage,
): Promise<Uint8Array> {
  const words = WORDS[language];
  const day = (at: Date) =>
    new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(at);
  const money = (cents: number) => agreementMoney(cents, statement.currency, language);
  const per = words.per[statement.interval] ?? statement.interval;
  const lastDay = new Date(statement.until.getTime() - 1);
  const contracted = money(statement.rateCents);
  const card = statement.card
    ? words.card(brandName(statement.card.brand), statement.card.last4)
    : words.noCard;

  const blocks: TextBlock[] = [
    { kind: 'title', text: words.title(statement.year) },
    {
      kind: 'row',
      label: words.period,
      value: `${day(statement.from)} ${words.to} ${day(lastDay)}`,
    },
    { kind: 'row', label: words.plan, value: statement.planName },
    statement.contract
      ? {
          kind: 'row',
          label: words.contracted,
          value: `${contracted} ${per}`,
          note: words.agreement(statement.contract.version, day(statement.contract.acceptedAt)),
        }
      : { kind: 'row', label: words.rate, value: `${contracted} ${per}`, note: words.noAgreement },
  ];
  if (statement.giftPaidUntil && statement.giftPaidUntil.getTime() > statement.from.getTime()) {
    blocks.push({ kind: 'paragraph', text: words.gift(day(statement.giftPaidUntil)) });
  }
  blocks.push({ kind: 'heading', text: words.charges });
  if (statement.charges.length === 0) blocks.push({ kind: 'paragraph', text: words.noCharges });
  for (const charge of statement.charges) {
    blocks.push({
      kind: 'row',
      label: day(charge.at),
      value: `${money(charge.amountCents)}, ${card}, ${words.receipt} ${charge.number}`,
      ...(charge.differsFromContract ? { note: words.differs(contracted) } : {}),
    });
  }
  if (statement.refunds.length > 0) {
    blocks.push({ kind: 'heading', text: words.refunds });
    for (const refund of statement.refunds) {
      blocks.push({
        kind: 'row',
        label: day(refund.at),
        value: `-${money(refund.amountCents)}, ${words.refund} ${refund.reference}`,
      });
    }
  }
  blocks.push(
    { kind: 'gap' },
    { kind: 'row', label: words.total, value: money(statement.totalCents) },
  );
  if (statement.nextRenewal) {
    blocks.push({
      kind: 'row',
      label: words.renewal,
      value: words.renewalValue(
        day(statement.nextRenewal.at),
        money(statement.nextRenewal.amountCents),
      ),
      ...(statement.nextRenewal.differsFromContract ? { note: words.differs(contracted) } : {}),
    });
  } else if (statement.latest && !statement.giftPaidUntil) {
    blocks.push({ kind: 'paragraph', text: words.noRenewal });
  }
  return textDocumentPdf(blocks, {
    title: words.title(statement.year),
    language,
    date: statement.from,
  });
}
