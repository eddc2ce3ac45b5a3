import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** One block of a plain text document: a title, a heading, a paragraph or a label-value row. */
export type TextBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'row'; label: string; value: string; note?: string }
  | { kind: 'gap' };

const PAGE: [number, number] = [612, 792]; // US Letter, in points
const MARGIN = 56;
const SIZES = { title: 18, heading: 12, paragraph: 10.5, row: 10.5 } as const;
const LEADING = 1.4;
const INK = rgb(0.11, 0.11, 0.13);
const SOFT = rgb(0.33, 0.33, 0.38);

/**
 * A plain, accessible-to-text-tools PDF of `blocks` (pdftotext reads it back): Helvetica, one
 * column, wrapped to the page. Everything in it, dates included, comes from the arguments:
 * the same arguments give the same bytes.
 */
export async function textDocumentPdf(
  blocks: readonly TextBlock[],
  meta: { title: string; language: string; date: Date },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(meta.title);
  doc.setLanguage(meta.language);
  doc.setCreator('Parent Portal');
  doc.setProducer('Parent Portal');
  // A Date of this realm (pdf-lib checks the constructor; a database driver's may be another's).
  const date = new Date(meta.date.getTime());
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const printable = printableIn(regular);
  const width = PAGE[0] - 2 * MARGIN;

  let page: PDFPage = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const room = (height: number) => {
    if (y - height >= MARGIN) return;
    page = doc.addPage(PAGE);
    y = PAGE[1] - MARGIN;
  };
  const write = (text: string, font: PDFFont, size: number, color = INK, x = MARGIN) => {
    for (const line of wrap(printable(text), font, size, width - (x - MARGIN))) {
      room(size * LEADING);
      y -= size * LEADING;
      page.drawText(line, { x, y, size, font, color });
    }
  };

  for (const block of blocks) {
    switch (block.kind) {
      case 'title':
        write(block.text, bold, SIZES.title);
        y -= 6;
        break;
      case 'heading':
        y -= 8;
        write(block.text, bold, SIZES.heading);
        break;
      case 'paragraph':
        write(block.text, regular, SIZES.paragraph);
        y -= 4;
        break;
      case 'row': {
        const line = `${block.label}: ${block.value}`;
        write(line, regular, SIZES.row);
        if (block.note) write(block.note, regular, SIZES.row - 1, SOFT, MARGIN + 12);
        break;
      }
      case 'gap':
        y -= 8;
        break;
    }
  }
  return doc.save({ useObjectStreams: false });
}

/** Text the standard font can draw: any character it cannot is written as "?". */
function printableIn(font: PDFFont): (text: string) => string {
  const known = new Set(font.getCharacterSet());
  return (text) =>
    [...text.replace(/\s+/g, ' ')]
      .map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?'))
      .join('');
}

/** `text` in lines no wider than `width` at `size` (a word longer than a line is cut). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}
