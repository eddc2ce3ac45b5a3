import { DEFAULT_GOOGLE_NAME } from '@portal/shared';

/** The gateway's limit for a parent's name (services/gateway registration rules). */
export const NAME_MAX_LENGTH = 200;

/** The first problem with a name the parent typed, in the gateway's words; null when fine. */
export function checkName(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === DEFAULT_GOOGLE_NAME) return 'Your name (name) is required.';
  if (trimmed.length > NAME_MAX_LENGTH)
    return `Your name (name) must be at most ${NAME_MAX_LENGTH} characters.`;
  return null;
}
