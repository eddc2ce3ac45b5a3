import { graphql } from 'msw';
import { setupServer } from 'msw/node';
import { configureForTests } from '../testing/test-config';

/**
 * An MSW server for the test gateway (`http://gateway.test/graphql`), listening for the whole
 * file and refusing any request no handler answers; each test starts configured, with empty
 * storage and the file's default handlers.
 */
export function gatewayTestServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    configureForTests();
    localStorage.clear();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return { server, gateway: graphql.link('http://gateway.test/graphql') };
}
