// @ts-check
// Serves a built app the way a CDN should: hashed chunks immutable, manifests, entries and
// HTML never cached, gzip when asked, security headers, SPA fallback for the host.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Files whose name carries a content hash may be cached forever. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * @param {{
 *   dir: string,
 *   port: number,
 *   host?: string,
 *   spa?: boolean,
 *   headers?: Record<string, string>,
 *   routes?: Record<string, () => unknown>,
 * }} options
 * @returns {Promise<http.Server>}
 */
export function serveStatic({
  dir,
  port,
  host = '127.0.0.1',
  spa = false,
  headers = {},
  routes = {},
}) {
  const root = path.resolve(dir);
  /** @type {Map<string, Buffer>} */
  const gzipCache = new Map();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const common = {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Access-Control-Allow-Origin': '*',
      ...headers,
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...common, Allow: 'GET, HEAD' }).end();
      return;
    }
    const dynamic = routes[url.pathname];
    if (dynamic) {
      const body = JSON.stringify(dynamic());
      res
        .writeHead(200, { ...common, 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' })
        .end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) {
      res.writeHead(400, common).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory())
      file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) {
      // Deep links are the host's routes; a missing asset is a real 404.
      if (spa && !path.extname(url.pathname)) file = path.join(root, 'index.html');
      else {
        res.writeHead(404, { ...common, 'Content-Type': TYPES['.txt'] }).end('Not found');
        return;
      }
    }
    const ext = path.extname(file);
    const cache = HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
    /** @type {Buffer} */
    let body = fs.readFileSync(file);
    /** @type {Record<string, string>} */
    const out = {
      ...common,
      'Content-Type': TYPES[/** @type {keyof typeof TYPES} */ (ext)] ?? 'application/octet-stream',
      'Cache-Control': cache,
      Vary: 'Accept-Encoding',
    };
    if (ext === '.html') Object.assign(out, htmlHeaders(headers));
    const compressible = ['.js', '.mjs', '.json', '.html', '.css', '.svg', '.map'].includes(ext);
    if (compressible && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      const key = `${file}:${fs.statSync(file).mtimeMs}`;
      let gz = gzipCache.get(key);
      if (!gz) {
        gz = zlib.gzipSync(body, { level: 9 });
        gzipCache.set(key, gz);
      }
      body = gz;
      out['Content-Encoding'] = 'gzip';
    }
    out['Content-Length'] = String(body.length);
    res.writeHead(200, out).end(req.method === 'HEAD' ? undefined : body);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** @param {Record<string, string>} headers */
function htmlHeaders(headers) {
  return {
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    ...headers,
  };
}
