import type { Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { AuthUser } from '../auth/auth-user.js';
import { authenticate } from '../auth/authenticate.js';
import type { VerifyIdToken } from '../auth/firebase-token-verifier.js';
import { unauthenticated } from '../graphql/errors.js';

/**
 * Authenticates every GraphQL request before its document is parsed or validated, so a caller
 * without a valid token learns nothing about the schema (not even from validation errors): it
 * gets 401 UNAUTHENTICATED (or 503 when tokens cannot be checked). `viewerOf` then gives the
 * verified caller to the context.
 */
export function authenticationPlugin(verifyToken: VerifyIdToken, logger: Logger) {
  const viewers = new WeakMap<Request, AuthUser>();
  const plugin: Plugin = {
    async onParams({ request }) {
      const viewer = await authenticate(request.headers.get('authorization'), verifyToken, logger);
      viewers.set(request, viewer);
    },
  };
  function viewerOf(request: Request): AuthUser {
    const viewer = viewers.get(request);
    // Unreachable while the plugin is installed: onParams runs before any context is built.
    if (!viewer) throw unauthenticated('Sign in required.');
    return viewer;
  }
  return { plugin, viewerOf };
}
