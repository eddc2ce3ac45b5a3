// The certificate as a PDF, made in the browser. Loaded with import() only when the parent
// asks for it, so jsPDF and JsBarcode are never part of a page's first load.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { jsPDF } from 'jspdf';
import { i18n as portalI18n } from '@portal/shared';
import { barcodeModules } from './barcode';
import type { CertificateField } from '../../common/certificate-fields';

export interface CertificatePdfContent {
  unitId: string;
  fields: CertificateField[];
  /** The explainer page's address, printed at the foot. */
  explainerUrl: string;
}

export const PDF_TITLE = msg({ message: 'Stem Cell Certificate', comment: 'Review: legal' });
export const PDF_SUBTITLE = msg({
  message: 'Cord blood stem cell storage',
  comment: 'Review: legal',
});
export const PDF_FILE_NAME = msg({
  message: 'stem-cell-certificate.pdf',
  comment: 'The PDF file name: lowercase, no accents or spaces.',
});

const PAGE = { width: 210, margin: 20 };
const LABEL_WIDTH = 58;
const MODULE_MM = 0.33;
const BAR_HEIGHT = 14;

/** Draws the unit id's barcode as vector bars (sharp at any zoom, scannable when printed). */
function drawBarcode(pdf: jsPDF, unitId: string, x: number, y: number): number {
  const modules = barcodeModules(unitId);
  let run = 0;
  for (let i = 0; i <= modules.length; i += 1) {
    if (modules[i] === '1') {
      run += 1;
    } else if (run > 0) {
      pdf.rect(x + (i - run) * MODULE_MM, y, run * MODULE_MM, BAR_HEIGHT, 'F');
      run = 0;
    }
  }
  return y + BAR_HEIGHT;
}

/**
 * The certificate's PDF: every value and the unit id as text, the barcode as vector bars. Its
 * own words in the language of `i18n` (the parent's, as the fields are).
 */
export function buildCertificatePdf(
  content: CertificatePdfContent,
  i18n: I18n = portalI18n,
): ArrayBuffer {
  const { unitId, explainerUrl } = content;
  const title = i18n._(PDF_TITLE);
  const pdf = new jsPDF({ unit: 'mm', format: 'a4', compress: false });
  pdf.setProperties({ title });
  const right = PAGE.width - PAGE.margin;
  const valueX = PAGE.margin + LABEL_WIDTH;
  const valueWidth = right - valueX;

  pdf.setFont('helvetica', 'bold');
  pdf.setFontSize(22);
  pdf.text(title, PAGE.margin, 28);
  pdf.setFont('helvetica', 'normal');
  pdf.setFontSize(12);
  pdf.setTextColor(90);
  pdf.text(i18n._(PDF_SUBTITLE), PAGE.margin, 36);

  pdf.setTextColor(0);
  let y = drawBarcode(pdf, unitId, PAGE.margin, 44) + 6;
  pdf.setFontSize(11);
  pdf.text(i18n._(msg`Unit ID ${unitId}`), PAGE.margin, y);
  y += 6;
  pdf.setDrawColor(200);
  pdf.line(PAGE.margin, y, right, y);
  y += 10;

  for (const field of content.fields) {
    pdf.setFont('helvetica', 'bold');
    pdf.setFontSize(10);
    pdf.setTextColor(90);
    pdf.text(field.label, PAGE.margin, y);
    pdf.setFont('helvetica', 'normal');
    pdf.setFontSize(12);
    pdf.setTextColor(0);
    const lines = pdf.splitTextToSize(field.text, valueWidth) as string[];
    pdf.text(lines, valueX, y);
    y += lines.length * 6;
    if (field.detail) {
      pdf.setFontSize(10);
      pdf.setTextColor(90);
      pdf.text(field.detail, valueX, y - 1);
      y += 5;
    }
    y += 3;
  }

  y += 4;
  pdf.line(PAGE.margin, y, right, y);
  y += 8;
  pdf.setFontSize(9);
  pdf.setTextColor(90);
  const foot = pdf.splitTextToSize(
    i18n._(
      msg({
        message: `Keep this certificate with your family's important papers. What each value means: ${explainerUrl}`,
        comment: 'Review: legal',
      }),
    ),
    right - PAGE.margin,
  ) as string[];
  pdf.text(foot, PAGE.margin, y);
  return pdf.output('arraybuffer');
}
