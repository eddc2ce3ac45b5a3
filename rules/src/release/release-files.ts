import type { RuleProblem } from '../text/rule-messages.js';
import { releaseProblem } from './release-problem.js';

/**
 * The files a release request carries (issue 49): the signed authorisation and a photo
 * identification of the account holder, then any file the bank asks for. PDF, JPEG or PNG,
 * recognised by their first bytes (a name or a browser's type says nothing), 10 MB at most.
 */
export const MAX_RELEASE_FILE_BYTES = 10 * 1024 * 1024;

export type ReleaseFileType = 'application/pdf' | 'image/jpeg' | 'image/png';

/**
 * What a file is for: the signed authorisation and the holder's photo identification, which a
 * request needs to start, and any file supporting an answer to the bank.
 */
export const RELEASE_FILE_PURPOSES = ['AUTHORISATION', 'PHOTO_ID', 'SUPPORTING'] as const;
export type ReleaseFilePurpose = (typeof RELEASE_FILE_PURPOSES)[number];

export const isReleaseFilePurpose = (value: string): value is ReleaseFilePurpose =>
  (RELEASE_FILE_PURPOSES as readonly string[]).includes(value);

/** At most this many files go with one answer to the bank. */
export const MAX_ANSWER_FILES = 5;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF_END = [0x25, 0x25, 0x45, 0x4f, 0x46]; // %%EOF

/** Whether the last 1 KB holds PDF's end marker (a file cut short has none). */
function endsLikePdf(bytes: Uint8Array): boolean {
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024));
  for (let index = tail.length - PDF_END.length; index >= 0; index -= 1) {
    if (PDF_END.every((byte, offset) => tail[index + offset] === byte)) return true;
  }
  return false;
}

/** A file's type by its content, or null for anything else (or a PDF cut short). */
export function releaseFileType(bytes: Uint8Array): ReleaseFileType | null {
  if (startsWith(bytes, PDF)) return endsLikePdf(bytes) ? 'application/pdf' : null;
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  return null;
}

export type ReleaseFileRefusal = 'EMPTY' | 'TOO_LARGE' | 'NOT_ACCEPTED_TYPE';

/** Whether a file may be added to a request: its type, or why not. */
export function checkReleaseFile(
  bytes: Uint8Array,
): { ok: true; type: ReleaseFileType } | { ok: false; refusal: ReleaseFileRefusal } {
  if (bytes.length === 0) return { ok: false, refusal: 'EMPTY' };
  if (bytes.length > MAX_RELEASE_FILE_BYTES) return { ok: false, refusal: 'TOO_LARGE' };
  const type = releaseFileType(bytes);
  return type ? { ok: true, type } : { ok: false, refusal: 'NOT_ACCEPTED_TYPE' };
}

/** The files a request starts with: the ids of the holder's uploads (the gateway checks whose). */
export interface ReleaseFilesInput {
  authorisationFileId?: string | null;
  photoIdFileId?: string | null;
}

export interface ReleaseFiles {
  authorisationFileId: string;
  photoIdFileId: string;
}

/**
 * Whether a request names both files it needs to start, on the page and again at the gateway:
 * the signed authorisation and the holder's photo identification, each uploaded first.
 */
export function checkReleaseFiles(
  input: ReleaseFilesInput,
): { ok: true; value: ReleaseFiles } | { ok: false; problems: RuleProblem[] } {
  const problems: RuleProblem[] = [];
  const authorisationFileId = idOf(input?.authorisationFileId);
  const photoIdFileId = idOf(input?.photoIdFileId);
  if (!authorisationFileId) {
    problems.push(releaseProblem('authorisationFileId', 'release.authorisationFile'));
  }
  if (!photoIdFileId) problems.push(releaseProblem('photoIdFileId', 'release.photoIdFile'));
  if (!authorisationFileId || !photoIdFileId) return { ok: false, problems };
  return { ok: true, value: { authorisationFileId, photoIdFileId } };
}

const idOf = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : '');
