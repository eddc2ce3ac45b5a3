/** The most a staff upload may weigh (10 MB). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

const PDF_HEADER = Buffer.from('%PDF-');
const PDF_END = Buffer.from('%%EOF');

/**
 * A PDF by its content, not its name: the `%PDF-` header within its first 1,024 bytes (as PDF
 * readers accept it) and an `%%EOF` marker near its end (a file cut short has none).
 */
export function isPdf(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = buffer.subarray(0, 1024).indexOf(PDF_HEADER);
  if (header < 0) return false;
  return buffer.subarray(Math.max(0, buffer.length - 1024)).includes(PDF_END);
}
