// Scale-out for the fault suite: two gateway processes on one PostgreSQL database (a new
// database on the server of DATABASE_URL), behind one loopback port that hands each new
// connection to the next instance in turn (round robin), skipping one that is down, as a
// load balancer would. Either instance can be killed (SIGKILL) and started again.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { startService } from './service-process';
import { EMULATOR_URL, PORTAL_URL, PROJECT_ID } from './stack-info';

export interface GatewayPair {
  /** The shared port's base URL (what the browser and the ops CLI are given). */
  url: string;
  /** The key both instances accept from a functions service to record payments. */
  paymentsServiceKey: string;
  /** The pair's own database (a functions service beside them counts its limits there). */
  databaseUrl: string;
  /** Kills instance `index` (0 or 1) at once, as a crashed machine would stop. */
  kill(index: number): Promise<void>;
  /** Starts instance `index` again on its port and waits until it answers. */
  restart(index: number): Promise<void>;
  /** Runs SQL on the pair's database. */
  query<Row extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<Row[]>;
  stop(): Promise<void>;
}

/** A connection-level round-robin balancer on a loopback port. */
function roundRobin(ports: number[]): { server: net.Server; sockets: Set<net.Socket> } {
  let next = 0;
  const sockets = new Set<net.Socket>();
  const connect = (client: net.Socket, tries: number) => {
    const port = ports[next % ports.length] as number;
    next += 1;
    const upstream = net.connect(port, '127.0.0.1');
    let connected = false;
    upstream.once('connect', () => {
      connected = true;
      client.pipe(upstream);
      upstream.pipe(client);
      upstream.on('close', () => client.destroy());
      client.on('close', () => upstream.destroy());
    });
    upstream.on('error', () => {
      // Down: the next instance, as a balancer's health check would decide.
      if (!connected && tries > 1) connect(client, tries - 1);
      else client.destroy();
    });
  };
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    connect(client, ports.length);
  });
  return { server, sockets };
}

export async function startGatewayPair(serverUrl: string): Promise<GatewayPair> {
  const database = `portal_scale_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // An idle connection the server ends (a restart, a forced drop) is replaced at the next query;
  // unhandled, its error would end the test (seen once in CI: "terminating connection").
  pool.on('error', () => {});

  const paymentsServiceKey = randomBytes(24).toString('base64url');
  const portal = new URL(PORTAL_URL);
  const env = {
    DATABASE_URL: databaseUrl,
    PORTAL_ENV: 'test',
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: new URL(EMULATOR_URL).host,
    ALLOWED_ORIGINS: [portal.origin, `http://127.0.0.1:${portal.port}`].join(','),
    PAYMENTS_SERVICE_KEY: paymentsServiceKey,
    SEED_DEMO: '',
    LOG_LEVEL: 'warn',
  };
  // Both at once: the migrations take an advisory lock, so one applies them and one waits.
  const instances = await Promise.all(
    [0, 1].map((index) => startService('gateway', `scale-out-gateway-${index}`, env)),
  );
  const ports = instances.map((instance) => Number(new URL(instance.url).port));
  const { server: balancer, sockets } = roundRobin(ports);
  await new Promise<void>((resolve) => balancer.listen(0, '127.0.0.1', resolve));
  const { port } = balancer.address() as net.AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    paymentsServiceKey,
    databaseUrl,
    kill: (index) => instances[index]!.kill(),
    restart: (index) => instances[index]!.restart(),
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    async stop() {
      await Promise.all(instances.map((instance) => instance.stop()));
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => balancer.close(resolve));
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    },
  };
}
