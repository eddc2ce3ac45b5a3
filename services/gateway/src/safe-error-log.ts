/**
 * What may be logged about an unexpected error: its kind, code and where it was thrown, never
 * its message (driver messages can quote the values of a query, such as form answers).
 */
export function safeErrorFields(error: unknown): Record<string, unknown> {
  const cause = (error as { originalError?: unknown }).originalError ?? error;
  const { name, code, stack } = cause as { name?: unknown; code?: unknown; stack?: unknown };
  const path = (error as { path?: unknown }).path;
  return {
    name: typeof name === 'string' ? name : typeof cause,
    ...(typeof code === 'string' ? { code } : {}),
    ...(Array.isArray(path) ? { path: path.join('.') } : {}),
    ...(typeof stack === 'string'
      ? {
          frames: stack
            .split('\n')
            .slice(1, 6)
            .map((line) => line.trim()),
        }
      : {}),
  };
}
