import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  checkReleaseFile,
  MAX_RELEASE_FILE_BYTES,
  type ReleaseFileRefusal,
} from '@portal/rules/release';
import { newUploadKey, type UploadRefusal } from './api/upload-release-file';

/** Why a file cannot go with the request: the shared rule on the page, or the gateway's answer. */
export type FileRefusal = ReleaseFileRefusal | UploadRefusal;

/**
 * A file the holder chose: checked on the page by its content (the same rule the gateway
 * applies), with its own retry key (sent again, it is stored once) and, once sent, its id.
 */
export interface ChosenFile {
  file: File;
  key: string;
  refusal: FileRefusal | null;
  uploadedId: string | null;
}

async function bytesOf(file: File): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') return new Uint8Array(await file.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}

/** The file as chosen: checked by its content (a file over 10 MB is refused unread). */
export async function chooseFile(file: File): Promise<ChosenFile> {
  const chosen = { file, key: newUploadKey(), uploadedId: null };
  if (file.size > MAX_RELEASE_FILE_BYTES) return { ...chosen, refusal: 'TOO_LARGE' };
  try {
    const check = checkReleaseFile(await bytesOf(file));
    return { ...chosen, refusal: check.ok ? null : check.refusal };
  } catch {
    return { ...chosen, refusal: 'FAILED' };
  }
}

/** Whether a refusal stops the request until another file is chosen (else sending retries it). */
export const blocksSending = (chosen: ChosenFile | undefined): boolean =>
  Boolean(chosen?.refusal && chosen.refusal !== 'FAILED' && chosen.refusal !== 'RATE_LIMITED');

/** What the page says of a refused file, beside its field. */
export const FILE_REFUSAL_TEXT: Readonly<Record<FileRefusal, MessageDescriptor>> = {
  EMPTY: msg`This file is empty. Choose a PDF, JPEG or PNG of 10 MB at most.`,
  TOO_LARGE: msg`This file is larger than 10 MB. Choose a PDF, JPEG or PNG of 10 MB at most, for example a scan at a lower resolution.`,
  NOT_ACCEPTED_TYPE: msg`This file is not a PDF, JPEG or PNG (we check what the file contains, not its name). Choose one of those.`,
  RATE_LIMITED: msg`Too many files were sent just now. Please wait a few minutes and try again.`,
  REFUSED: msg`This file cannot be added: only the account holder can send files for this child.`,
  FAILED: msg`We could not send this file just now. Please check your connection and try again.`,
};
