// The certificate as a PDF, made in the browser. Loaded with import() only when the parent
// asks for it, so jsPDF and JsBarcode are never part of a page's first load.
import { jsPDF } from 'jspdf';
import { barcodeModules } from './barcode';
import type { CertificateField } from './certificate-fields';

export interface CertificatePdfContent {
  unitId: string;
  fields: CertificateField[];
  /** The explainer page's address, printed at the foot. */
  explainerUrl: string;
}

export const PDF_TITLE = 'Stem Cell Certificate';
export const PDF_SUBTITLE = 'Cord blood stem cell storage';
export const PDF_FILE_NAME = 'stem-cell-certificate.pdf';

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

/** The certificate's PDF: every value and the unit id as text, the barcode as vector bars. */
export function buildCertificatePdf(content: CertificatePdfContent): ArrayBuffer {
  const pdf = new jsPDF({ unit: 'mm', format: 'a4', compress: false });
  pdf.setProperties({ title: PDF_TITLE });
  const right = PAGE.width - PAGE.margin;
  const valueX = PAGE.margin + LABEL_WIDTH;
  const valueWidth = right - valueX;

  pdf.setFont('helvetica', 'bold');
  pdf.setFontSize(22);
  pdf.text(PDF_TITLE, PAGE.margin, 28);
  pdf.setFont('helvetica', 'normal');
  pdf.setFontSize(12);
  pdf.setTextColor(90);
  pdf.text(PDF_SUBTITLE, PAGE.margin, 36);

  pdf.setTextColor(0);
  let y = drawBarcode(pdf, content.unitId, PAGE.margin, 44) + 6;
  pdf.setFontSize(11);
  pdf.text(`Unit ID ${content.unitId}`, PAGE.margin, y);
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
    `Keep this certificate with your family's important papers. What each value means: ${content.explainerUrl}`,
    right - PAGE.margin,
  ) as string[];
  pdf.text(foot, PAGE.margin, y);
  return pdf.output('arraybuffer');
}
