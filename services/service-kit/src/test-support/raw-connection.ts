import { connect, type Socket } from 'node:net';

/** One HTTP/1.1 answer read off a raw connection. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * A raw TCP connection to a loopback server, to send HTTP byte by byte (as a slow or greedy
 * client would) and read the answers as they come.
 */
export interface RawConnection {
  socket: Socket;
  /** Everything received so far. */
  received(): string;
  /** Sends `text` as is. */
  send(text: string): void;
  /** Sends a GET and reads its answer (Content-Length bodies only). */
  get(path: string, headers?: Record<string, string>): Promise<RawAnswer>;
  /** Reads the next answer (Content-Length bodies, or up to the close). */
  nextAnswer(): Promise<RawAnswer>;
  /** Resolves when the server has closed the connection, with the ms since it was opened. */
  closed: Promise<number>;
  isClosed(): boolean;
  close(): void;
}

export async function openRawConnection(port: number): Promise<RawConnection> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const openedAt = Date.now();
  let buffer = '';
  let consumed = 0;
  let ended = false;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    wake();
  });
  // A reset counts as closed too: what matters is that the server let go.
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => {
      ended = true;
      wake();
      resolve(Date.now() - openedAt);
    }),
  );

  /** The answer starting at `consumed`, if it has fully arrived. */
  function parseAnswer(): RawAnswer | null {
    const rest = buffer.slice(consumed);
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) return null;
    const [statusLine = '', ...lines] = rest.slice(0, headEnd).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = headers['content-length'];
    const bodyStart = headEnd + 4;
    let bodyEnd: number;
    if (length !== undefined) bodyEnd = bodyStart + Number(length);
    else if (ended) bodyEnd = rest.length;
    else return null;
    if (rest.length < bodyEnd) return null;
    consumed += bodyEnd;
    return {
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: Buffer.from(rest.slice(bodyStart, bodyEnd), 'latin1').toString('utf8'),
    };
  }

  function nextAnswer(): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const answer = parseAnswer();
        if (answer) {
          waiters.delete(check);
          resolve(answer);
        } else if (ended) {
          waiters.delete(check);
          reject(new Error(`the connection closed without an answer: ${JSON.stringify(buffer)}`));
        }
      };
      waiters.add(check);
      check();
    });
  }

  return {
    socket,
    received: () => buffer,
    send: (text) => {
      socket.write(text);
    },
    get(path, headers = {}) {
      const lines = Object.entries({ host: '127.0.0.1', ...headers }).map(
        ([name, value]) => `${name}: ${value}\r\n`,
      );
      socket.write(`GET ${path} HTTP/1.1\r\n${lines.join('')}\r\n`);
      return nextAnswer();
    },
    nextAnswer,
    closed,
    isClosed: () => ended,
    close: () => socket.destroy(),
  };
}

/**
 * Sends `head` and then `body` one byte every `intervalMs` until the connection closes (or the
 * body is out); resolves when the server closes it.
 */
export function dripBody(
  connection: RawConnection,
  head: string,
  body: string,
  intervalMs: number,
): Promise<number> {
  connection.send(head);
  let sent = 0;
  const timer = setInterval(() => {
    if (connection.isClosed() || sent >= body.length) {
      clearInterval(timer);
      return;
    }
    connection.send(body.charAt(sent));
    sent += 1;
  }, intervalMs);
  return connection.closed.finally(() => clearInterval(timer));
}
