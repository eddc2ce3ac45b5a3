// @ts-check
// The static servers of the local stack, driven over HTTP on 127.0.0.1: no request can stop
// them, cross-origin reads only where Module Federation needs them, no source maps.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { serveStatic } from './static-server.mjs';
import { eventually } from './test-support/net.mjs';

const SERVER = pathToFileURL(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'static-server.mjs'),
);

/** A built app as webpack leaves it, next to a folder that must stay private. */
function fakeDist() {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-static-test-'));
  const dist = path.join(base, 'dist');
  const files = {
    'index.html': '<!doctype html><title>app</title>',
    'mf-manifest.json': '{"id":"app"}',
    'mf-stats.json': '{"id":"app"}',
    'remoteEntry.js': 'var app;',
    'main.js': 'console.log(1);\n//# sourceMappingURL=main.js.map',
    'main.js.map': '{"version":3,"sources":["src/secret.ts"]}',
    'chunks/page.0123456789.js': 'console.log(2);',
    'chunks/page.0123456789.js.map': '{"version":3}',
    'chunks/page.0123456789.css': 'a{}',
    'assets/font.0123456789.woff2': 'woff2',
    'assets/logo.0123456789.svg': '<svg/>',
    'assets/photo.0123456789.png': 'png',
    'notes.txt': 'text',
  };
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    fs.writeFileSync(path.join(dist, name), body);
  }
  fs.mkdirSync(path.join(base, 'dist-private'));
  fs.writeFileSync(path.join(base, 'dist-private', 'secret.txt'), 'private');
  return { base, dist };
}

/**
 * A raw GET (no client-side normalisation of the path).
 * @param {number} port @param {string} target
 * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, body: string }>}
 */
function get(port, target) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: target, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The server in a process of its own, as `npm start` runs it, with a dynamic route that
 * throws (a fault inside the request handler).
 * @param {string} dist
 */
async function serveInChild(dist) {
  const code = `
    import { serveStatic } from ${JSON.stringify(SERVER.href)};
    const server = await serveStatic({
      dir: process.argv[1],
      port: 0,
      spa: true,
      routes: { '/boom.json': () => { throw new Error('route failed'); } },
    });
    console.log('port ' + server.address().port);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code, dist], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c) => (stdout += c));
  child.stderr.on('data', (c) => (stderr += c));
  assert.ok(await eventually(() => /port \d+/.test(stdout), 10_000), `server started: ${stderr}`);
  return {
    child,
    port: Number(stdout.match(/port (\d+)/)?.[1]),
    stderr: () => stderr,
    alive: () => child.exitCode === null && child.signalCode === null,
  };
}

describe('no single request stops a static server', () => {
  /** @type {Awaited<ReturnType<typeof serveInChild>>} */
  let server;
  before(async () => {
    server = await serveInChild(fakeDist().dist);
  });
  after(() => server.child.kill());

  test('a malformed percent-encoding answers 400, and the server keeps serving', async () => {
    for (const target of ['/%E0%A4%A', '/chunks/%', '/portal/%ZZ'])
      assert.equal((await get(server.port, target)).status, 400, target);
    assert.ok(server.alive(), 'the server process is still running');
    assert.equal((await get(server.port, '/')).status, 200);
    assert.equal((await get(server.port, '/remoteEntry.js')).body, 'var app;');
  });

  test('a fault inside the handler answers 500, is logged, and the server keeps serving', async () => {
    const res = await get(server.port, '/boom.json');
    assert.equal(res.status, 500);
    assert.doesNotMatch(res.body, /route failed/, 'no internals in the answer');
    assert.ok(await eventually(() => /route failed/.test(server.stderr()), 2000), 'logged');
    assert.ok(server.alive(), 'the server process is still running');
    assert.equal((await get(server.port, '/mf-manifest.json')).status, 200);
  });
});

describe('what a static server shares, and with whom', () => {
  /** @type {http.Server} */
  let server;
  /** @type {number} */
  let port;
  before(async () => {
    server = await serveStatic({ dir: fakeDist().dist, port: 0, spa: true });
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  after(() => server.close());

  test('cross-origin reads are allowed for what federation loads, and nothing else', async () => {
    for (const target of [
      '/mf-manifest.json',
      '/remoteEntry.js',
      '/main.js',
      '/chunks/page.0123456789.js',
      '/chunks/page.0123456789.css',
      '/assets/font.0123456789.woff2',
      '/assets/logo.0123456789.svg',
      '/assets/photo.0123456789.png',
    ]) {
      const res = await get(port, target);
      assert.equal(res.status, 200, target);
      assert.equal(res.headers['access-control-allow-origin'], '*', target);
    }
    for (const target of [
      '/',
      '/index.html',
      '/portal/pick-up',
      '/mf-stats.json',
      '/notes.txt',
      '/missing.js',
    ]) {
      const res = await get(port, target);
      assert.equal(res.headers['access-control-allow-origin'], undefined, target);
    }
  });

  test("a build's Brotli copy goes to a browser that accepts br, gzip to others, the copy never on its own", async () => {
    const dist = fakeDist().dist;
    const code = 'console.log("compressed once, at build time");'.repeat(40);
    fs.writeFileSync(path.join(dist, 'main.js'), code);
    fs.writeFileSync(path.join(dist, 'main.js.br'), zlib.brotliCompressSync(code));
    const own = await serveStatic({ dir: dist, port: 0 });
    const ownPort = /** @type {import('node:net').AddressInfo} */ (own.address()).port;
    /** @param {string} target @param {string} accept */
    const fetchRaw = (target, accept) =>
      new Promise((resolve, reject) => {
        const req = http.get(
          {
            host: '127.0.0.1',
            port: ownPort,
            path: target,
            headers: { 'Accept-Encoding': accept },
          },
          (res) => {
            /** @type {Buffer[]} */
            const chunks = [];
            res.on('data', (c) => chunks.push(c));
            res.on('end', () => resolve({ res, body: Buffer.concat(chunks) }));
          },
        );
        req.on('error', reject);
      });
    try {
      const br = /** @type {any} */ (await fetchRaw('/main.js', 'gzip, deflate, br'));
      assert.equal(br.res.headers['content-encoding'], 'br');
      assert.equal(zlib.brotliDecompressSync(br.body).toString(), code);
      const gz = /** @type {any} */ (await fetchRaw('/main.js', 'gzip'));
      assert.equal(gz.res.headers['content-encoding'], 'gzip');
      assert.equal(zlib.gunzipSync(gz.body).toString(), code);
      // A file changed after its build (a patched copy) is not answered with its old contents.
      const patched = code.replace('once', 'twice');
      fs.writeFileSync(path.join(dist, 'main.js'), patched);
      const stale = /** @type {any} */ (await fetchRaw('/main.js', 'br, gzip'));
      assert.equal(stale.res.headers['content-encoding'], 'gzip');
      assert.equal(zlib.gunzipSync(stale.body).toString(), patched);
      // ...even when the old copy is the newer file (a folder copied after the patch).
      const later = new Date(Date.now() + 60_000);
      fs.utimesSync(path.join(dist, 'main.js.br'), later, later);
      const copied = /** @type {any} */ (await fetchRaw('/main.js', 'br, gzip'));
      assert.equal(copied.res.headers['content-encoding'], 'gzip');
      const copy = /** @type {any} */ (await fetchRaw('/main.js.br', 'br'));
      assert.equal(copy.res.statusCode, 404);
    } finally {
      own.close();
    }
  });

  test('source maps are never served', async () => {
    for (const target of [
      '/main.js.map',
      '/chunks/page.0123456789.js.map',
      '/chunks/page.0123456789.js%2Emap',
    ]) {
      const res = await get(port, target);
      assert.equal(res.status, 404, target);
      assert.doesNotMatch(res.body, /version/, target);
    }
  });

  test('nothing outside the served folder is served, not even a folder whose name starts the same', async () => {
    for (const target of [
      '/..%2Fdist-private/secret.txt',
      '/%2E%2E/dist-private/secret.txt',
      '/..%2F..%2Fetc/hostname',
    ]) {
      const res = await get(port, target);
      assert.ok(res.status === 400 || res.status === 404, `${target} answered ${res.status}`);
      assert.doesNotMatch(res.body, /private/, target);
    }
  });
});
