import type { Plugin } from 'graphql-yoga';
import type { Db } from '../db/db.js';

/** GET /healthz: 200 {ok:true} when the database answers (readiness), 503 otherwise. */
export function healthCheckPlugin(db: Db, path = '/healthz'): Plugin {
  return {
    async onRequest({ url, endResponse, fetchAPI }) {
      if (url.pathname !== path) return;
      const ok = await db.query('select 1').then(
        () => true,
        () => false,
      );
      endResponse(
        new fetchAPI.Response(JSON.stringify({ ok }), {
          status: ok ? 200 : 503,
          headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
        }),
      );
    },
  };
}
