import { waitFor } from '@testing-library/react';
import type { SetupServerApi } from 'msw/node';

/**
 * Makes requests sent through `server` by a component (the header's getUser on mount) safe to
 * outlive the statement that sent them:
 * - MSW loads GraphQL's parser on its first GraphQL request. A request sent by a test that has
 *   just ended is parsed between tests, where Jest refuses to load a module, and fails; so the
 *   parser is loaded with the server.
 * - Each test ends only once every request it sent has been answered, so no answer lands in
 *   the next test.
 */
export function settleRequestsAfterEach(server: SetupServerApi, timeout = 10_000): void {
  const open = new Set<string>();
  const done = ({ requestId }: { requestId: string }) => open.delete(requestId);
  server.events.on('request:start', ({ requestId }) => open.add(requestId));
  server.events.on('request:end', done);
  server.events.on('unhandledException', done);
  beforeAll(() => import('graphql'));
  afterEach(async () => {
    await waitFor(
      () => {
        if (open.size > 0) throw new Error(`${open.size} request(s) still unanswered`);
      },
      { timeout },
    );
  });
}
