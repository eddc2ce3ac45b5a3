// A PGlite data dir dumped once and cached in the temp dir per PGlite version: initdb takes
// 3-5 s, loading the dump ~1 s. Used by the gateway's and the functions' Jest global setups.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

module.exports = async function preparePgliteTemplate() {
  const pgliteEntry = require.resolve('@electric-sql/pglite');
  const { version } = JSON.parse(
    fs.readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json'), 'utf8'),
  );
  const template = path.join(os.tmpdir(), `portal-gateway-pglite-${version}.tar.gz`);
  if (!fs.existsSync(template)) {
    const { PGlite } = require('@electric-sql/pglite');
    const db = await PGlite.create();
    const dump = await db.dumpDataDir('gzip');
    await db.close();
    const partial = `${template}.${process.pid}.tmp`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, template);
  }
  process.env.GATEWAY_PGLITE_TEMPLATE = template;
  return template;
};
