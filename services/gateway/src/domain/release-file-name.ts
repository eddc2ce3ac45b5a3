import type { ReleaseFilePurpose, ReleaseFileType } from '@portal/rules/release';

export const MAX_RELEASE_FILE_NAME = 120;

/** The name a file gets when its upload named none (or nothing printable). */
const UNNAMED: Readonly<Record<ReleaseFilePurpose, string>> = {
  AUTHORISATION: 'Signed authorisation',
  PHOTO_ID: 'Photo identification',
  SUPPORTING: 'Supporting document',
};

const EXTENSIONS: Readonly<Record<ReleaseFileType, string>> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
};

/** The extensions a name may already end with, replaced by the content's own. */
const KNOWN_EXTENSION = /\.(pdf|jpe?g|png|gif|heic|heif|webp|tiff?|bmp|docx?|txt)$/i;

// Control characters, and the ones that reorder or hide text (a name shown as "photo.pdf"
// that is something else).
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * A release file's display name, from the upload's `x-file-name` (URL-encoded): the last part of
 * a path, without unprintable characters, spaces collapsed, trimmed to 120 characters; the
 * purpose's own name when nothing is left. Never part of an address or a log line.
 */
export function releaseFileName(header: string | null, purpose: ReleaseFilePurpose): string {
  let name = '';
  try {
    name = decodeURIComponent(header ?? '');
  } catch {
    // Not URL-encoded: the purpose's name.
  }
  const cleaned = name
    .replace(UNPRINTABLE, '')
    .replace(/^.*[\\/]/, '')
    .replace(/\s+/g, ' ')
    .trim();
  // By characters, so a cut never splits one in two.
  return Array.from(cleaned).slice(0, MAX_RELEASE_FILE_NAME).join('').trim() || UNNAMED[purpose];
}

/** The name a download is saved under: the display name with the extension of its content. */
export function releaseFileDownloadName(fileName: string, contentType: ReleaseFileType): string {
  return `${fileName.replace(KNOWN_EXTENSION, '')}${EXTENSIONS[contentType]}`;
}
