// @ts-check
import { parse } from 'acorn';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/**
 * A production build's English, where it is said: runs on what Lingui's SWC plugin made of a
 * module (descriptors keeping `id` and `message`) and turns each text's ICU message into its
 * compiled form, as `npm run i18n` compiles a catalogue. The runtime says a text from its
 * descriptor when the active catalogue lacks its id, so English needs no catalogue at all (the
 * English catalogue modules are empty in production: `emptySourceCatalogue`) and a first load
 * carries each text once, beside the code that says it, instead of its id twice; Spanish stays
 * in its catalogues by id.
 *
 * Only what the plugin made is touched: objects it marks `/*i18n*\/` (`t`, `msg`, `i18n._`)
 * and the props of the runtime's `<Trans>`.
 *
 * @param {string} source
 * @param {string} runtime the module the compiled calls import `Trans` from
 * @returns {string}
 */
export function inlineSourceTexts(source, runtime) {
  if (!source.includes('message')) return source;
  /** @type {number[]} */
  const markedEnds = [];
  const program = parse(source, {
    ecmaVersion: 'latest',
    sourceType: 'module',
    onComment: (block, text, _start, end) => {
      if (block && text.trim() === 'i18n') markedEnds.push(end);
    },
  });
  // Where each marked object starts: after the comment, its spaces and any parentheses (an
  // arrow function returning a descriptor wraps it in them).
  const marked = new Set(
    markedEnds.map((end) => end + (/^[\s(]*/.exec(source.slice(end))?.[0].length ?? 0)),
  );

  /** @type {Set<string>} */
  const transNames = new Set();
  /** @type {{ start: number; end: number; text: string }[]} */
  const edits = [];

  /** @param {any} object an ObjectExpression */
  const compileDescriptor = (object) => {
    const field = (/** @type {string} */ name) =>
      object.properties.find(
        (/** @type {any} */ p) =>
          p.type === 'Property' && !p.computed && (p.key.name ?? p.key.value) === name,
      );
    const id = field('id');
    const message = field('message');
    if (!id || !message) return false;
    if (id.value.type !== 'Literal' || typeof id.value.value !== 'string') return false;
    if (message.value.type !== 'Literal' || typeof message.value.value !== 'string') return false;
    let compiled;
    try {
      compiled = compileMessageOrThrow(message.value.value);
    } catch (error) {
      throw new Error(
        `The text ${JSON.stringify(message.value.value)} (id ${id.value.value}) is not a valid ICU message: ${/** @type {Error} */ (error).message}`,
      );
    }
    // Always the array form: a plain string would reach the runtime as an uncompiled message.
    edits.push({
      start: message.value.start,
      end: message.value.end,
      text: JSON.stringify(typeof compiled === 'string' ? [compiled] : compiled),
    });
    return true;
  };

  /** @param {any} node */
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'ImportDeclaration' && node.source.value === runtime) {
      for (const specifier of node.specifiers) {
        if (specifier.type === 'ImportSpecifier' && specifier.imported.name === 'Trans') {
          transNames.add(specifier.local.name);
        }
      }
    }
    if (node.type === 'ObjectExpression' && marked.has(node.start) && compileDescriptor(node)) {
      marked.delete(node.start);
    }
    if (
      node.type === 'CallExpression' &&
      node.arguments[0]?.type === 'Identifier' &&
      transNames.has(node.arguments[0].name) &&
      node.arguments[1]?.type === 'ObjectExpression'
    ) {
      compileDescriptor(node.arguments[1]);
    }
    for (const key of Object.keys(node)) {
      const child = node[key];
      if (Array.isArray(child)) child.forEach(visit);
      else if (child && typeof child === 'object') visit(child);
    }
  };
  // Imports come first in a module, so `<Trans>`'s local name is known before its calls.
  visit(program);
  // A marked text left uncompiled would reach the parent as its raw message ("{name}"): the
  // build stops instead.
  const [left] = marked;
  if (left !== undefined) {
    const line = source.slice(0, left).split('\n').length;
    throw new Error(
      `A text Lingui's plugin marked at line ${line} of the compiled module is not a descriptor this loader can read: ${source.slice(left, left + 120)}`,
    );
  }

  let result = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}

/**
 * The webpack loader (after swc-loader). Each edit replaces a string on its own line, so a
 * source map's lines still hold.
 * @this {{ getOptions(): { runtime: string }; callback(error: null, source: string, map: unknown): void }}
 * @param {string} source
 * @param {unknown} map
 */
export default function loader(source, map) {
  this.callback(null, inlineSourceTexts(source, this.getOptions().runtime), map);
}
