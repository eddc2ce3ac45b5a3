// Lingui 6 ships ES modules only (.mjs), which Jest's CommonJS runtime cannot load: at
// configuration time its two modules are compiled to CommonJS copies (SWC, as every test
// file is) in node_modules/.cache, and Jest maps the package names to them. (@lingui/react is
// not used at run time: @portal/shared has its own React side.)
const fs = require('node:fs');
const path = require('node:path');
const swc = require('@swc/core');

const CACHE = path.join(__dirname, '../../node_modules/.cache/jest-lingui-cjs');

/** Compiles every .mjs of the package's dist/ to .cjs; answers the copy of `entry`. */
function cjsCopy(entry) {
  const dist = entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`) + 6);
  const target = path.join(CACHE, path.relative(path.join(__dirname, '../..'), dist));
  const walk = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
      const full = path.join(dir, item.name);
      if (item.isDirectory()) return walk(full);
      return item.name.endsWith('.mjs') ? [full] : [];
    });
  for (const file of walk(dist)) {
    const out = path.join(target, path.relative(dist, file)).replace(/\.mjs$/, '.cjs');
    if (fs.existsSync(out)) continue;
    const { code } = swc.transformSync(fs.readFileSync(file, 'utf8'), {
      filename: file,
      jsc: { target: 'es2020', parser: { syntax: 'ecmascript', jsx: false } },
      module: { type: 'commonjs' },
    });
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, code.replace(/(require\(["']\.{1,2}\/[^"']+)\.mjs(["']\))/g, '$1.cjs$2'));
  }
  return path.join(target, path.relative(dist, entry)).replace(/\.mjs$/, '.cjs');
}

/** moduleNameMapper entries for Lingui (the copy @portal/shared depends on, for every app). */
module.exports = function linguiModuleNameMapper() {
  const shared = path.join(__dirname, '../../shared');
  const core = fs.realpathSync(require.resolve('@lingui/core', { paths: [shared] }));
  const compile = fs.realpathSync(
    require.resolve('@lingui/message-utils/compileMessage', { paths: [path.dirname(core)] }),
  );
  return {
    '^@lingui/core$': cjsCopy(core),
    '^@lingui/message-utils/compileMessage$': cjsCopy(compile),
  };
};
