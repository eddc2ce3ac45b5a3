import JsBarcode from 'jsbarcode';

/** Code 128 (JsBarcode chooses the A/B/C code sets): the symbology labs print on unit labels. */
export const BARCODE_FORMAT = 'CODE128';

interface Encoding {
  data: string;
}

/**
 * The bars of a unit id's Code 128 barcode as modules, '1' for a bar and '0' for a space,
 * from JsBarcode's documented object target (for drawing it where there is no DOM: the PDF).
 */
export function barcodeModules(unitId: string): string {
  const target: { encodings?: Encoding[] } = {};
  JsBarcode(target, unitId, { format: BARCODE_FORMAT });
  return (target.encodings ?? []).map((encoding) => encoding.data).join('');
}
