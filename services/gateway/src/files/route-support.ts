import type { Logger } from 'pino';
import { authenticate } from '../auth/authenticate.js';
import type { VerifyIdToken } from '../auth/firebase-token-verifier.js';
import type { AuthUser } from '../types/auth-user.js';

/**
 * What the family's file routes share (document-routes.ts, release-file-routes.ts): the caller
 * from the bearer token, refusals as JSON `{ error: { code, message } }`, and one way to end a
 * request (no-store, the CORS headers, one log line without any file, title or token).
 */
export type Refusal = {
  status: number;
  code: string;
  message: string;
  /** Headers of the refusal (Retry-After). */
  headers?: Record<string, string>;
  /** More of the refusal for the page (retryAfterSeconds). */
  details?: Record<string, unknown>;
};

export const refusal = (
  status: number,
  code: string,
  message: string,
  more: Pick<Refusal, 'headers' | 'details'> = {},
): Refusal => ({ status, code, message, ...more });

export const isRefusal = (value: AuthUser | Refusal): value is Refusal => 'status' in value;

/** As every GraphQL operation of a parent's: an account whose email is not verified reads nothing. */
export const EMAIL_NOT_VERIFIED = refusal(
  403,
  'EMAIL_NOT_VERIFIED',
  'Verify your email address first: open the link in the email we sent you, then try again.',
);

/** The caller, or the refusal that says why not (401, or 503 when tokens cannot be checked). */
export async function callerOf(
  request: Request,
  options: { verifyToken: VerifyIdToken; logger: Logger },
): Promise<AuthUser | Refusal> {
  try {
    return await authenticate(
      request.headers.get('authorization'),
      options.verifyToken,
      options.logger,
    );
  } catch (error) {
    const extensions = (error as { extensions?: { code?: string; http?: { status?: number } } })
      .extensions;
    return refusal(
      extensions?.http?.status ?? 401,
      extensions?.code ?? 'UNAUTHENTICATED',
      (error as Error).message,
    );
  }
}

/** `attachment`, named `fileName` (an ASCII fallback, and the name itself per RFC 6266). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * How a route ends its request: the answer (or the refusal as JSON) with `Cache-Control:
 * no-store` and the CORS headers, and one log line per request, as the GraphQL requests' (the
 * route, the status and the time; nothing of the file, its name or the token).
 */
export function routeAnswer(
  logger: Logger,
  route: string,
  cors: Record<string, string>,
  endResponse: (response: Response) => void,
) {
  const started = performance.now();
  return (result: Response | Refusal) => {
    const response =
      result instanceof Response
        ? result
        : Response.json(
            { error: { code: result.code, message: result.message, ...result.details } },
            { status: result.status, ...(result.headers ? { headers: result.headers } : {}) },
          );
    logger.info(
      { route, status: response.status, ms: Math.round(performance.now() - started) },
      'request',
    );
    response.headers.set('cache-control', 'no-store');
    for (const [name, value] of Object.entries(cors)) response.headers.set(name, value);
    endResponse(response);
  };
}

/** 405 for a route called with another method. */
export const methodNotAllowed = (expected: string): Response =>
  Response.json(
    { error: { code: 'METHOD_NOT_ALLOWED', message: `Use ${expected}.` } },
    { status: 405, headers: { allow: expected } },
  );
