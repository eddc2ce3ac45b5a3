// @ts-check
// The reads a remote's page makes first, published in its mf-manifest.json (metaData.firstReads)
// so the host's main.js can ask the gateway for them on a deep link's first load, before React
// and the remote have run (host/src/app/first-reads.ts). Each names the page's path, the
// operation and its query text, read from the remote's own .graphql file at build. The variables
// are always the child the page shows: `{ id: <the selected order's id> }`, so an operation whose
// variables are anything else is refused here.
import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, print, visit } from 'graphql';
import { firstSharedOf } from './first-shared.mjs';

/**
 * @typedef {{ path: string, document: string, operation: string }} FirstReadSource
 *   a page's path, its .graphql file (relative to the app) and the query's name in it
 * @typedef {{ path: string, operationName: string, query: string }} FirstRead
 */

/**
 * The query text of one operation of a .graphql document: the operation and the fragments it
 * spreads (and theirs), printed; nothing else of the file.
 * @param {string} source
 * @param {string} operationName
 */
export function operationQuery(source, operationName) {
  const document = parse(source);
  /** @type {Map<string, import('graphql').FragmentDefinitionNode>} */
  const fragments = new Map();
  /** @type {import('graphql').OperationDefinitionNode | undefined} */
  let operation;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION && definition.name?.value === operationName)
      operation = definition;
  }
  if (!operation) throw new Error(`No operation ${operationName} in the document.`);
  if (operation.operation !== 'query') throw new Error(`${operationName} is not a query.`);
  const variables = operation.variableDefinitions ?? [];
  const [only] = variables;
  if (variables.length !== 1 || only?.variable.name.value !== 'id' || print(only.type) !== 'ID!') {
    throw new Error(`${operationName}: a first read takes exactly $id: ID! (the child shown).`);
  }
  /** @type {import('graphql').DefinitionNode[]} */
  const used = [operation];
  const seen = new Set();
  for (let i = 0; i < used.length; i += 1) {
    visit(used[i], {
      FragmentSpread(node) {
        const name = node.name.value;
        if (seen.has(name)) return;
        const fragment = fragments.get(name);
        if (!fragment) throw new Error(`${operationName}: no fragment ${name} in the document.`);
        seen.add(name);
        used.push(fragment);
      },
    });
  }
  return print({ kind: Kind.DOCUMENT, definitions: used });
}

/**
 * @param {string} dir the app's folder
 * @param {readonly FirstReadSource[]} sources
 * @returns {FirstRead[]}
 */
export function firstReadsOf(dir, sources) {
  return sources.map(({ path: pagePath, document, operation }) => ({
    path: pagePath,
    operationName: operation,
    query: operationQuery(fs.readFileSync(path.join(dir, document), 'utf8'), operation),
  }));
}

/**
 * The ModuleFederationPlugin's `manifest` option that adds to a remote's mf-manifest.json what
 * its page's first render needs beyond its own scripts: its first reads (`firstReads`) and the
 * shared modules its `./mount` takes from the share scope (`firstShared`, first-shared.mjs).
 * `true` (the manifest as it is) for an app with neither.
 * @param {string} dir
 * @param {readonly FirstReadSource[] | undefined} sources
 * @param {string | undefined} [mountRequest] the `./mount` expose's request, for a remote
 * @returns {true | { additionalData: (options: { stats: any, compilation: import('webpack').Compilation }) => any }}
 */
export function manifestWithFirstReads(dir, sources, mountRequest) {
  if (!sources?.length && !mountRequest) return true;
  return {
    // The stats' metaData is copied whole into the manifest (@module-federation/manifest).
    additionalData: ({ stats, compilation }) => {
      if (sources?.length) stats.metaData.firstReads = firstReadsOf(dir, sources);
      if (mountRequest) stats.metaData.firstShared = firstSharedOf(compilation, mountRequest);
      return stats;
    },
  };
}
