import path from 'node:path';
import { globSync as tinyGlobSync } from 'tinyglobby';

/** Node 22's fs.globSync as Lingui calls it: patterns (absolute or relative) and `exclude` globs. */
export function globSync(patterns, options = {}) {
  const list = Array.isArray(patterns) ? patterns : [patterns];
  const exclude = Array.isArray(options.exclude) ? options.exclude : [];
  const cwd = options.cwd ?? process.cwd();
  return list.flatMap((pattern) =>
    tinyGlobSync(pattern, {
      cwd,
      ignore: exclude,
      absolute: path.isAbsolute(pattern),
      onlyFiles: false,
      expandDirectories: false,
    }),
  );
}
