import { hasControlCharacters, printableText } from './printable-text.js';
import { problemOfIssue } from './rule-messages.js';

describe('printableText', () => {
  const name = printableText({ label: 'Your name', max: 10 });
  const messageOf = (value: unknown) => {
    const result = name.safeParse(value);
    const issue = result.success ? undefined : result.error.issues[0];
    return issue ? problemOfIssue('name', issue.message).message : null;
  };

  it('trims and accepts printable text', () => {
    expect(name.parse('  Sam  ')).toBe('Sam');
  });

  it.each([
    ['', 'Your name is required.'],
    ['   ', 'Your name is required.'],
    [undefined, 'Your name is required.'],
    ['x'.repeat(11), 'Your name must be at most 10 characters.'],
    ['Sam\u0000', 'Your name contains characters that are not allowed.'],
  ])('refuses %j with "%s"', (value, message) => {
    expect(messageOf(value)).toBe(message);
  });

  it('allows tabs and line breaks but no other control character', () => {
    expect(hasControlCharacters('a\tb\r\nc')).toBe(false);
    expect(hasControlCharacters('a\u0007b')).toBe(true);
    expect(hasControlCharacters('a\u007fb')).toBe(true);
  });
});
