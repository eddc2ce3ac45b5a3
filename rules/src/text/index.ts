export { hasControlCharacters, printableText } from './printable-text.js';
export { isEmailAddress } from './email-address.js';
