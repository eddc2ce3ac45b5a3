// @ts-check
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);

/** What a browser downloads as text and a CDN serves compressed. */
const COMPRESSIBLE = /\.(?:m?js|json|html|css|svg)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli copy (`<file>.br`, quality 11) beside every text asset of a production
 * build, as a CDN's static compression does: the local stack's static server sends it to a
 * browser that accepts `br` (scripts/lib/static-server.mjs), else gzip. Brotli at quality 11
 * is too slow to run per request; here it runs once per build, in the thread pool. The size
 * budgets stay in gzip, as the targets are.
 */
export class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After minifying, the compile hints and the page (OPTIMIZE_INLINE): the final bytes.
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          await Promise.all(
            Object.entries(assets).map(async ([name, source]) => {
              if (!COMPRESSIBLE.test(name)) return;
              const buffer = source.buffer();
              if (buffer.length < MIN_BYTES) return;
              const compressed = await brotli(buffer, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
                },
              });
              compilation.emitAsset(`${name}.br`, new sources.RawSource(compressed), {
                development: true, // not part of the app: webpack's stats leave it out
              });
            }),
          );
        },
      );
    });
  }
}
