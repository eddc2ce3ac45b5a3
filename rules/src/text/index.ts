export { hasControlCharacters, printableText } from './printable-text.js';
