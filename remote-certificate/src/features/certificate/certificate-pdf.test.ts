/**
 * @jest-environment node
 */
// Node: jsPDF's Node build is what Jest can load; the browser build makes the same bytes.
import { i18n, languageStore, registerCatalog, setLocale } from '@portal/shared';
import { loadCatalog } from '../../catalog';
import { barcodeModules } from './barcode';
import { certificateFields, type IssuedCertificate } from '../../common/certificate-fields';
import { buildCertificatePdf } from './certificate-pdf';

const ISSUED: IssuedCertificate = {
  unitId: 'CBU-2024-041-7731',
  childName: 'Maya Rivera',
  birthDate: '2024-04-13',
  collectionDate: '2024-04-13',
  processingDate: '2024-04-15',
  lab: 'Cord Blood Processing Laboratory (Cellular Therapy Lab), Sacramento, California',
  tncCount: 14.2,
  cd34Count: 5.6,
  viabilityPercent: 97.4,
  volumeMl: 98.5,
  storageSite: 'Cryogenic Storage Vault A, Tucson, AZ',
  issuedAt: '2024-05-02T16:00:00.000Z',
};

/** The text a PDF reader extracts: every string shown with Tj/TJ, per text object. */
function pdfText(bytes: ArrayBuffer): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const blocks = raw.match(/BT[\s\S]*?ET/g) ?? [];
  const decode = (literal: string) =>
    literal.replace(/\\([0-7]{1,3}|.)/g, (_m, code: string) => {
      if (/^[0-7]+$/.test(code)) return String.fromCharCode(parseInt(code, 8));
      return (
        ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[code] ?? code
      );
    });
  return blocks
    .map((block) =>
      [...block.matchAll(/\(((?:\\.|[^\\)])*)\)/g)].map((m) => decode(m[1] ?? '')).join(' '),
    )
    .join('\n');
}

describe('the certificate PDF', () => {
  const fields = certificateFields(ISSUED, 'Jordan Rivera', 'UTC');
  const bytes = buildCertificatePdf({
    unitId: ISSUED.unitId,
    fields,
    explainerUrl: 'https://portal.example/portal/understanding-your-stem-cell-key',
  });
  const text = pdfText(bytes);

  it('is a PDF document of one page', () => {
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(raw.match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it('holds every label and value as text, the counts with their units and in full', () => {
    expect(text).toContain('Stem Cell Certificate');
    expect(text).toContain('Unit ID CBU-2024-041-7731');
    for (const field of fields) {
      expect(text).toContain(field.label);
    }
    for (const value of [
      'Maya Rivera',
      'April 13, 2024',
      'Jordan Rivera',
      'CBU-2024-041-7731',
      'April 15, 2024',
      '14.2 × 10^8 cells',
      '1,420,000,000 cells',
      '5.6 × 10^6 cells',
      '5,600,000 cells',
      '97.4%',
      '98.5 mL',
      'Cryogenic Storage Vault A, Tucson, AZ',
      'May 2, 2024',
      'https://portal.example/portal/understanding-your-stem-cell-key',
    ]) {
      expect(text).toContain(value);
    }
    // A long lab name wraps onto more lines, losing nothing.
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Cord Blood Processing Laboratory (Cellular Therapy Lab), Sacramento, California',
    );
  });

  it('draws the unit id’s Code 128 barcode as bars', () => {
    const modules = barcodeModules(ISSUED.unitId);
    // Start symbol, data, checksum and stop of Code 128: 11 modules a symbol, 13 the stop.
    expect((modules.length - 13) % 11).toBe(0);
    expect(modules.startsWith('11010')).toBe(true);
    expect(modules.endsWith('1100011101011')).toBe(true);
    const bars = modules.match(/1+/g) ?? [];
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw.match(/ re\s*\n?f/g)?.length ?? 0).toBeGreaterThanOrEqual(bars.length);
  });
});

describe('the certificate PDF in Spanish', () => {
  beforeAll(async () => {
    await registerCatalog('certificate', loadCatalog);
    languageStore.setState({ offered: ['en', 'es'] });
    await setLocale('es');
  });
  afterAll(async () => {
    await setLocale('en');
    languageStore.setState({ offered: ['en'] });
  });

  it('is made in the parent’s language: labels, headings, values and footer', () => {
    const fields = certificateFields(ISSUED, 'Jordan Rivera', 'UTC', i18n);
    const text = pdfText(
      buildCertificatePdf(
        {
          unitId: ISSUED.unitId,
          fields,
          explainerUrl: 'https://portal.example/portal/understanding-your-stem-cell-key',
        },
        i18n,
      ),
    ).replace(/\s+/g, ' ');
    for (const words of [
      'Certificado de células madre',
      'Almacenamiento de células madre de la sangre del cordón umbilical',
      'Identificación de la unidad CBU-2024-041-7731',
      'Nombre del niño o la niña',
      'Fecha de nacimiento',
      'Titular de la cuenta',
      'Células nucleadas totales (TNC)',
      'Viabilidad celular',
      'Fecha de emisión',
      '13 de abril de 2024',
      '14.2 × 10^8 células',
      '1,420,000,000 células',
      '98.5 ml',
      '2 de mayo de 2024',
      'Guarde este certificado con los documentos importantes de su familia.',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain('Date of birth');
  });
});
