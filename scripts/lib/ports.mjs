// @ts-check
// Before the local stack starts anything: is every port it needs free? A port already
// taken (often by a portal still running from an earlier start) is named, with what holds
// it and what to do, and nothing is started.
import fs from 'node:fs';
import net from 'node:net';

/** @typedef {{ name: string, port: number }} PortNeed */

export class PortsInUseError extends Error {
  /** @param {(PortNeed & { owner: string | null })[]} busy */
  constructor(busy) {
    const several = busy.length > 1;
    const pids = [...new Set(busy.map((b) => b.owner?.match(/^process (\d+)/)?.[1]))].filter(
      Boolean,
    );
    const unknown = busy.filter((b) => !b.owner).map((b) => b.port);
    super(
      [
        `The portal cannot start: ${several ? 'ports it needs are' : 'a port it needs is'} taken. Nothing was started.`,
        ...busy.map(
          ({ name, port, owner }) =>
            `  Port ${port} (${name}) is already in use by ${owner ?? 'another program'}.`,
        ),
        `Stop what holds ${several ? 'them' : 'it'}${pids.length ? ` (an earlier \`npm start\` still running? \`kill ${pids.join(' ')}\`)` : ''}${unknown.length ? ` (\`ss -ltnp 'sport = :${unknown[0]}'\` or \`lsof -i :${unknown[0]}\` shows which program)` : ''},`,
        'or start the portal on other ports, e.g. `PORT_OFFSET=10 npm start`.',
      ].join('\n'),
    );
    this.name = 'PortsInUseError';
    this.busy = busy;
  }
}

/**
 * True when nothing listens on the port at this address (an address this machine lacks,
 * such as ::1 without IPv6, counts as free).
 * @param {number} port @param {string} host @returns {Promise<boolean>}
 */
function isFree(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (/** @type {NodeJS.ErrnoException} */ error) =>
      resolve(error.code !== 'EADDRINUSE'),
    );
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * Which of the needed ports are taken, on 127.0.0.1 (where the stack listens) or ::1 (where
 * a browser may reach `localhost` first).
 * @param {PortNeed[]} needs
 */
export async function busyPorts(needs) {
  const busy = [];
  for (const need of needs) {
    const free = (await isFree(need.port, '127.0.0.1')) && (await isFree(need.port, '::1'));
    if (!free) busy.push({ ...need, owner: ownerOf(need.port) });
  }
  return busy;
}

/** @param {PortNeed[]} needs */
export async function assertPortsFree(needs) {
  const busy = await busyPorts(needs);
  if (busy.length) throw new PortsInUseError(busy);
}

/**
 * The process listening on a TCP port, as "process <pid> (<command line>)", from /proc
 * (Linux); null when it cannot be seen (another user's process, another system).
 * @param {number} port @returns {string | null}
 */
export function ownerOf(port) {
  try {
    const inodes = new Set();
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
      if (!fs.existsSync(table)) continue;
      for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
        // local_address is HEX_IP:HEX_PORT; state 0A is LISTEN; column 9 is the socket inode.
        const [, local = '', , state, , , , , , inode] = line.trim().split(/\s+/);
        if (state === '0A' && parseInt(local.split(':')[1] ?? '', 16) === port)
          inodes.add(`socket:[${inode}]`);
      }
    }
    if (!inodes.size) return null;
    for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      let fds;
      try {
        fds = fs.readdirSync(`/proc/${pid}/fd`);
      } catch {
        continue;
      }
      for (const fd of fds) {
        let target;
        try {
          target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
        } catch {
          continue;
        }
        if (inodes.has(target)) return `process ${pid} (${commandLine(pid)})`;
      }
    }
  } catch {
    // Not Linux, or /proc unreadable.
  }
  return null;
}

/** @param {string} pid */
function commandLine(pid) {
  try {
    const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    return cmd.length > 160 ? `${cmd.slice(0, 157)}…` : cmd || '?';
  } catch {
    return '?';
  }
}
