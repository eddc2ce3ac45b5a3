// @ts-check
// Helpers for the scripts' tests: free ports on 127.0.0.1, and whether anything listens.
import net from 'node:net';

/** A port that was free a moment ago (the system's choice). @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** True when something accepts connections on 127.0.0.1:port. @param {number} port */
export function isListening(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Polls until `condition` holds; false when it still does not after `timeoutMs`.
 * @param {() => Promise<boolean> | boolean} condition @param {number} timeoutMs
 */
export async function eventually(condition, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
}
