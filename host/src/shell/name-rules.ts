import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { DEFAULT_GOOGLE_NAME } from '@portal/shared';

/** The gateway's limit for a parent's name (services/gateway registration rules). */
export const NAME_MAX_LENGTH = 200;

/** The first problem with a name the parent typed, in the gateway's words; null when fine. */
export function checkName(value: string): MessageDescriptor | null {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === DEFAULT_GOOGLE_NAME) return msg`Your name (name) is required.`;
  if (trimmed.length > NAME_MAX_LENGTH) {
    const max = NAME_MAX_LENGTH;
    return msg`Your name (name) must be at most ${max} characters.`;
  }
  return null;
}
