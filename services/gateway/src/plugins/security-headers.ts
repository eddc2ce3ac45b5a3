import type { Plugin } from 'graphql-yoga';

/**
 * On every response (data, errors, health, CORS preflight, 404): answers carry a parent's
 * health data, so no cache may keep them, and browsers must not sniff a type other than the
 * declared one.
 */
export function securityHeadersPlugin(): Plugin {
  return {
    onResponse({ response }) {
      response.headers.set('cache-control', 'no-store');
      response.headers.set('x-content-type-options', 'nosniff');
    },
  };
}
