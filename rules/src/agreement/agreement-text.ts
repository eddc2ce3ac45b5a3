import type { AgreementLanguage, AgreementTerms } from './agreement-terms.js';

/** One part of the agreement: its heading and what it says. */
export interface AgreementSection {
  heading: string;
  text: string;
}

const LOCALES: Record<AgreementLanguage, string> = { en: 'en-US', es: 'es-US' };

/** An amount as the agreement writes it ($120.00). */
export function agreementMoney(cents: number, currency: string, language: AgreementLanguage) {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}

/** A calendar date (`YYYY-MM-DD`) as the agreement writes it (March 1, 2027). */
export function agreementDate(date: string, language: AgreementLanguage) {
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

const PERIOD: Record<AgreementLanguage, Record<string, string>> = {
  en: { month: 'month', year: 'year' },
  es: { month: 'mes', year: 'año' },
};

/** The agreement's title. */
export function agreementTitle(terms: AgreementTerms, language: AgreementLanguage): string {
  if (language === 'es') {
    return terms.kind === 'GIFT'
      ? 'Acuerdo de almacenamiento (regalo)'
      : 'Acuerdo de almacenamiento';
  }
  return terms.kind === 'GIFT' ? 'Storage agreement (gift)' : 'Storage agreement';
}

/**
 * The agreement's text for `terms`, in `language`: the plan, its price and what is charged now,
 * renewal, cancellation and what happens at the end. The page shows it before payment and the
 * PDF reproduces it from the recorded terms, so both say exactly the same.
 */
export function agreementSections(
  terms: AgreementTerms,
  language: AgreementLanguage,
): AgreementSection[] {
  const price = agreementMoney(terms.priceCents, terms.currency, language);
  const now = agreementMoney(terms.chargedNowCents, terms.currency, language);
  const period = PERIOD[language][terms.interval] ?? terms.interval;
  const first = terms.firstChargeDate ? agreementDate(terms.firstChargeDate, language) : '';
  return language === 'es' ? spanish() : english();

  function english(): AgreementSection[] {
    const plan = {
      heading: 'Your plan',
      text: `${terms.planName}: the bank collects, processes and stores your child’s cord blood stem cells for ${price} per ${period}.`,
    };
    if (terms.kind === 'GIFT') {
      return [
        plan,
        {
          heading: 'Price and payment',
          text: `${now} is charged today. It pays the first year of storage for the family you give this gift to. Nothing else is charged to you.`,
        },
        {
          heading: 'Renewal',
          text: `A gift does not renew. When its year ends, the family may continue storage with their own card at ${price} per ${period}, under an agreement of their own.`,
        },
        {
          heading: 'Cancellation',
          text: 'A gift is paid once. If it has not been redeemed, contact the bank for a refund.',
        },
        {
          heading: 'At the end of storage',
          text: 'If storage is not continued, the bank writes to the family before anything happens to the stored unit. It is never discarded without notice.',
        },
      ];
    }
    const payment =
      terms.kind === 'CONTINUATION'
        ? `Nothing is charged today. The first renewal, ${price}, is charged on ${first}, when the gift’s year ends.`
        : `${now} is charged today for the first ${period}.`;
    return [
      plan,
      { heading: 'Price and payment', text: payment },
      {
        heading: 'Renewal',
        text: `The plan renews every ${period} at ${price}, the rate you contract today, charged automatically to your card on file. A different rate would be told to you before it applies, and your statements show it beside this one.`,
      },
      {
        heading: 'Cancellation',
        text: 'You may cancel at any time in the billing portal. Storage stays paid until the end of the period already paid, and nothing more is charged.',
      },
      {
        heading: 'At the end of storage',
        text: 'When a plan ends, the bank writes to you before anything happens to the stored unit: you may then start a new plan, transfer the unit to another bank or ask for its release. It is never discarded without notice.',
      },
    ];
  }

  function spanish(): AgreementSection[] {
    const plan = {
      heading: 'Su plan',
      text: `${terms.planName}: el banco recolecta, procesa y almacena las células madre de sangre del cordón umbilical de su hijo o hija por ${price} por ${period}.`,
    };
    if (terms.kind === 'GIFT') {
      return [
        plan,
        {
          heading: 'Precio y pago',
          text: `Hoy se cobran ${now}. Esto paga el primer año de almacenamiento de la familia a la que hace este regalo. No se le cobra nada más.`,
        },
        {
          heading: 'Renovación',
          text: `Un regalo no se renueva. Al terminar su año, la familia puede continuar el almacenamiento con su propia tarjeta a ${price} por ${period}, con un acuerdo propio.`,
        },
        {
          heading: 'Cancelación',
          text: 'Un regalo se paga una sola vez. Si no se ha canjeado, comuníquese con el banco para un reembolso.',
        },
        {
          heading: 'Al final del almacenamiento',
          text: 'Si no se continúa el almacenamiento, el banco escribe a la familia antes de que ocurra algo con la unidad almacenada. Nunca se desecha sin aviso.',
        },
      ];
    }
    const payment =
      terms.kind === 'CONTINUATION'
        ? `Hoy no se cobra nada. La primera renovación, ${price}, se cobra el ${first}, cuando termina el año del regalo.`
        : `Hoy se cobran ${now} por el primer ${period}.`;
    return [
      plan,
      { heading: 'Precio y pago', text: payment },
      {
        heading: 'Renovación',
        text: `El plan se renueva cada ${period} a ${price}, la tarifa que contrata hoy, cobrada automáticamente a su tarjeta registrada. Una tarifa diferente se le avisaría antes de aplicarse, y sus estados de cuenta la muestran junto a esta.`,
      },
      {
        heading: 'Cancelación',
        text: 'Puede cancelar en cualquier momento en el portal de facturación. El almacenamiento sigue pagado hasta el final del período ya pagado y no se cobra nada más.',
      },
      {
        heading: 'Al final del almacenamiento',
        text: 'Cuando un plan termina, el banco le escribe antes de que ocurra algo con la unidad almacenada: puede entonces iniciar un nuevo plan, transferir la unidad a otro banco o solicitar su liberación. Nunca se desecha sin aviso.',
      },
    ];
  }
}
