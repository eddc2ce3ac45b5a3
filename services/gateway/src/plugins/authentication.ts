import type { Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { AuthUser } from '../types/auth-user.js';
import { authenticate } from '../auth/authenticate.js';
import { bearerTokenOf } from '@portal/service-kit/auth';
import type { VerifyIdToken } from '../auth/firebase-token-verifier.js';
import { isPublicDocument } from '../auth/public-operations.js';
import { unauthenticated } from '../errors/graphql-errors.js';

/**
 * Authenticates every GraphQL request before its document is validated, so a caller without a
 * valid token learns nothing about the schema (not even from validation errors): it gets 401
 * UNAUTHENTICATED (or 503 when tokens cannot be checked). The one exception is a request that
 * carries no token and selects only public root fields (plans, plan; payments, which its
 * resolver keeps to the service key): it runs without a viewer. A request that carries a token
 * is always authenticated. `viewerOf` then gives the verified caller (or null) to the context.
 */
export function authenticationPlugin(verifyToken: VerifyIdToken, logger: Logger) {
  const viewers = new WeakMap<Request, AuthUser | null>();
  const plugin: Plugin = {
    async onParams({ request, params }) {
      const authorization = request.headers.get('authorization');
      if (!bearerTokenOf(authorization) && isPublicDocument(params.query)) {
        viewers.set(request, null);
        return;
      }
      const viewer = await authenticate(authorization, verifyToken, logger);
      viewers.set(request, viewer);
    },
  };
  function viewerOf(request: Request): AuthUser | null {
    const viewer = viewers.get(request);
    // Unreachable while the plugin is installed: onParams runs before any context is built.
    if (viewer === undefined) throw unauthenticated('Sign in required.');
    return viewer;
  }
  return { plugin, viewerOf };
}
