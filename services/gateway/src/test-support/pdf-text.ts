import { execFileSync } from 'node:child_process';

/**
 * A PDF's text as poppler's pdftotext reads it (what a parent's viewer shows), lines joined by
 * single spaces. `npm test` installs poppler-utils before the suites that need it.
 */
export function pdfText(bytes: Uint8Array): string {
  return execFileSync('pdftotext', ['-q', '-', '-'], { input: bytes })
    .toString('utf8')
    .replace(/\s+/g, ' ')
    .trim();
}
