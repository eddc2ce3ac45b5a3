// @ts-check
// Serves a built app the way a CDN should: hashed chunks immutable, manifests, entries and
// HTML never cached, compressed when asked (the build's Brotli copy, else gzip), security
// headers, SPA fallback for the host.
// Cross-origin reads are allowed only for what Module Federation loads from another origin;
// source maps are built (for error reporting) but never served.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

/** Files whose name carries a content hash may be cached forever. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * What the host page loads from a remote's origin: the manifest (fetched), the remote entry
 * and its chunks (scripts and styles), and the fonts and images those use.
 */
const FEDERATED = /(?:^|\/)mf-manifest\.json$|\.(?:m?js|css|woff2?|svg|png|jpe?g|webp|ico)$/i;

/** @param {string} pathname */
export const allowsCrossOrigin = (pathname) => FEDERATED.test(pathname);

/** A request the server refuses with 400 (bad percent-encoding, a path outside the root). */
class BadRequest extends Error {}

/**
 * @param {{
 *   dir: string,
 *   port: number,
 *   host?: string,
 *   spa?: boolean,
 *   headers?: Record<string, string>,
 *   routes?: Record<string, () => unknown>,
 *   mounts?: { prefix: string, dir: string }[],
 *   log?: (line: string) => void,
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
  mounts = [],
  log = (line) => console.error(line),
}) {
  const root = path.resolve(dir);
  /** @type {Map<string, Buffer>} */
  const gzipCache = new Map();
  /** @type {Map<string, Buffer | null>} */
  const brotliCache = new Map();

  /**
   * The Brotli copy the build wrote beside a file (`<file>.br`), when it decompresses to the
   * file's bytes: a file changed after its build (a patched copy, a partial upload) is never
   * answered with its old contents. Checked once per version of the two files.
   * @param {string} file @param {Buffer} body the file's bytes
   */
  function brotliCopyOf(file, body) {
    const copy = `${file}.br`;
    let key;
    try {
      const [a, b] = [fs.statSync(file), fs.statSync(copy)];
      key = `${file}:${a.mtimeMs}:${a.size}:${b.mtimeMs}:${b.size}`;
    } catch {
      return null;
    }
    if (!brotliCache.has(key)) {
      const compressed = fs.readFileSync(copy);
      let matches = false;
      try {
        matches = zlib.brotliDecompressSync(compressed).equals(body);
      } catch {
        // Not Brotli: the copy is not used.
      }
      brotliCache.set(key, matches ? compressed : null);
    }
    return brotliCache.get(key) ?? null;
  }
  const common = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...headers,
  };

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://local');
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
    const notFound = () =>
      res.writeHead(404, { ...common, 'Content-Type': TYPES['.txt'] }).end('Not found');
    // A mount (the local CDN: /cdn/<remote>/<version>/…) serves immutable, versioned folders.
    const mount = mounts.find((m) => url.pathname.startsWith(m.prefix));
    let file = mount
      ? resolveInside(path.resolve(mount.dir), url.pathname.slice(mount.prefix.length - 1))
      : resolveInside(root, url.pathname);
    // Source maps are for error reporting; `.br` copies are sent as the file they compress.
    const privateExt = ['.map', '.br'].includes(path.extname(file));
    if (privateExt || (mount && path.basename(file).startsWith('.'))) {
      notFound();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory())
      file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) {
      // Deep links are the host's routes; a missing asset is a real 404.
      if (spa && !mount && !path.extname(url.pathname)) file = path.join(root, 'index.html');
      else {
        notFound();
        return;
      }
    }
    const ext = path.extname(file);
    const cache = mount || HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
    /** @type {Buffer} */
    let body = fs.readFileSync(file);
    /** @type {Record<string, string>} */
    const out = {
      ...common,
      'Content-Type': TYPES[/** @type {keyof typeof TYPES} */ (ext)] ?? 'application/octet-stream',
      'Cache-Control': cache,
      Vary: 'Accept-Encoding',
    };
    if (allowsCrossOrigin(file)) out['Access-Control-Allow-Origin'] = '*';
    if (ext === '.html') Object.assign(out, htmlHeaders(headers));
    const compressible = ['.js', '.mjs', '.json', '.webmanifest', '.html', '.css', '.svg'].includes(
      ext,
    );
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const brotli = compressible && /\bbr\b/.test(accepts) ? brotliCopyOf(file, body) : null;
    if (brotli) {
      body = brotli;
      out['Content-Encoding'] = 'br';
    } else if (compressible && /\bgzip\b/.test(accepts)) {
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
  }

  const server = http.createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      // One request never stops the server (nor the stack that runs it).
      const bad = error instanceof BadRequest;
      if (!bad)
        log(
          `[static :${port}] ${req.method} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
      if (res.headersSent) res.destroy();
      else
        res
          .writeHead(bad ? 400 : 500, { ...common, 'Content-Type': TYPES['.txt'] })
          .end(bad ? 'Bad request' : 'Internal error');
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      server.on('error', (error) => log(`[static :${port}] ${error.message}`));
      resolve(server);
    });
  });
}

/**
 * The file a URL path names, never outside the root.
 * @param {string} root @param {string} pathname
 */
function resolveInside(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    throw new BadRequest('Malformed percent-encoding');
  }
  const file = path.join(root, decoded);
  if (decoded.includes('\0') || (file !== root && !file.startsWith(root + path.sep)))
    throw new BadRequest('Outside the served folder');
  return file;
}

/** @param {Record<string, string>} headers */
function htmlHeaders(headers) {
  return {
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    ...headers,
  };
}
