// Lingui's CLI 6 asks Node 22 for fs.globSync, fs/promises' glob and import.meta.main; these machines run
// Node 20 (TOOLCHAIN.md). This hook hands Lingui's modules, and only them, node:fs with those
// two functions added (tinyglobby underneath). Used by scripts/lingui/lingui.mjs.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);
