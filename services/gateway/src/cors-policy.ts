import type { CORSOptions } from 'graphql-yoga';

/** Browsers may call from these origins only (exact match, scheme and port included). */
export function corsPolicy(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  return (request: Request): CORSOptions | false => {
    const origin = request.headers.get('origin');
    if (!origin || !allowed.has(origin)) return false;
    return {
      origin: [origin],
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: ['authorization', 'content-type', 'x-request-id'],
      credentials: false,
      maxAge: 600,
    };
  };
}
