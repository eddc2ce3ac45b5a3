import fs from 'node:fs/promises';
import { globSync } from './glob.mjs';

export * from 'node:fs/promises';

/** Node 22's fs/promises glob: an async iterator of the matches. */
export async function* glob(patterns, options) {
  yield* globSync(patterns, options);
}
export default { ...fs, glob };
