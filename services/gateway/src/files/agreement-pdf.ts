import { agreementSections, agreementTitle, type AgreementLanguage } from '@portal/rules/agreement';
import type { AgreementRow } from '../data/agreements-repo.js';
import { textDocumentPdf, type TextBlock } from './pdf-text-document.js';

const LOCALES: Record<AgreementLanguage, string> = { en: 'en-US', es: 'es-US' };

function acceptedLine(agreement: AgreementRow, reference: string): string {
  const at = new Intl.DateTimeFormat(LOCALES[agreement.language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(agreement.acceptedAt);
  return agreement.language === 'es'
    ? `Versión ${agreement.version}. Aceptado en el Portal para Padres el ${at} (UTC) con la cuenta que pagó el pago ${reference}.`
    : `Version ${agreement.version}. Accepted in the Parent Portal on ${at} (UTC) with the account that paid checkout ${reference}.`;
}

/**
 * The agreement's PDF: the wording of its version in the language it was accepted in, with the
 * values recorded at acceptance (never today's plan), when and at which checkout.
 */
export function agreementPdf(agreement: AgreementRow, reference: string): Promise<Uint8Array> {
  const { terms, language } = agreement;
  const title = agreementTitle(terms, language);
  const blocks: TextBlock[] = [
    { kind: 'title', text: title },
    { kind: 'paragraph', text: acceptedLine(agreement, reference) },
    ...agreementSections(terms, language).flatMap((section): TextBlock[] => [
      { kind: 'heading', text: section.heading },
      { kind: 'paragraph', text: section.text },
    ]),
  ];
  return textDocumentPdf(blocks, { title, language, date: agreement.acceptedAt });
}
