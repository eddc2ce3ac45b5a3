import type { CORSOptions } from 'graphql-yoga';

/**
 * Browsers may call from these origins only (exact match, scheme and port included). Yoga
 * answers every preflight with these, the file routes' too: a release file's upload sends its
 * retry key and name in headers of its own.
 */
export function corsPolicy(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  return (request: Request): CORSOptions | false => {
    const origin = request.headers.get('origin');
    if (!origin || !allowed.has(origin)) return false;
    return {
      origin: [origin],
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: [
        'authorization',
        'content-type',
        'x-request-id',
        'idempotency-key',
        'x-file-name',
      ],
      credentials: false,
      maxAge: 600,
    };
  };
}

/**
 * The CORS headers of the file routes (files/document-routes.ts, files/release-file-routes.ts),
 * which answer outside GraphQL: the same origins, and the attachment's name and a refusal's
 * wait readable by the page that asked.
 */
export function documentCorsHeaders(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  return (request: Request): Record<string, string> => {
    const origin = request.headers.get('origin');
    if (!origin || !allowed.has(origin)) return {};
    return {
      'access-control-allow-origin': origin,
      'access-control-allow-methods': 'GET, POST, OPTIONS',
      'access-control-allow-headers':
        'authorization, content-type, x-document-title, x-file-name, idempotency-key',
      'access-control-expose-headers': 'content-disposition, retry-after',
      'access-control-max-age': '600',
      vary: 'origin',
    };
  };
}
