import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DbBackend } from '@portal/gateway/db/db.js';
import { startTestGateway } from '@portal/gateway/test-support/test-gateway.js';

/** The real gateway (in-process, demo data; PGlite unless told) listening on a loopback port. */
export async function startGatewayOverHttp(
  options: { paymentsServiceKey?: string; backend?: DbBackend } = {},
) {
  const { backend = 'pglite', ...gatewayOptions } = options;
  const gateway = await startTestGateway(backend, gatewayOptions);
  const server = createServer(gateway.yoga);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    gateway,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await gateway.close();
    },
  };
}
