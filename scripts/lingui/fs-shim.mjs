import fs from 'node:fs';
import { globSync } from './glob.mjs';

export * from 'node:fs';
export { globSync };
export default { ...fs, globSync };
