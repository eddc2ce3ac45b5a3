import { REDACTED, safeElementPath, safeLocation, safeText } from './safe-text';

describe('safeText', () => {
  it.each([
    'Saving the draft failed',
    'Failed to fetch',
    'Load failed',
    'NetworkError when attempting to fetch resource.',
    'getUserOrder: Response not successful: Received status code 500',
    'loginWithEmail failed: auth/wrong-password',
    'signUp failed: portal/unknown',
    'PORTAL-REMOTE-001 Remote "pickup" could not be loaded (afterResolve).',
    'The unit barcode could not be drawn.',
    'The certificate PDF could not be made.',
    'The gateway answered 502 without data.',
    'Could not load the portal configuration (HTTP 503).',
    'No signed-in user.',
    'Maximum call stack size exceeded',
    'TypeError: [redacted]',
  ])('keeps the safe message %p', (message) => {
    expect(safeText(message)).toBe(message);
  });

  it('keeps an address without its query or fragment', () => {
    expect(
      safeText('Loading chunk 583 failed.\n(error: https://cdn.example/pickup/583.js?oobCode=x#y)'),
    ).toBe('Loading chunk 583 failed.\n(error: https://cdn.example/pickup/583.js)');
    const react = (address: string) =>
      `Minified React error #418; visit ${address} for the full message or use the ` +
      'non-minified dev environment for full errors and additional helpful warnings.';
    expect(safeText(react('https://react.dev/errors/418?args[]=Levothyroxine'))).toBe(
      react('https://react.dev/errors/418'),
    );
  });

  it.each([
    ['an answer', 'Saving the draft failed: Levothyroxine 50 mcg every morning'],
    ['a property name next to a value', "Cannot read properties of undefined (reading 'tncCount')"],
    ['JSON.parse quoting its input', 'Unexpected token \'i\', "insulin" is not valid JSON'],
    ['a measurement', 'Save failed: 96.8'],
    ['a decimal after a number word', 'status code 13.1'],
    ['a phone number after a number word', 'status code 916 555 0142'],
    ['a long number after a number word', 'error 12345'],
    ['a year', 'Save failed in 2019'],
    ['letters outside A-Z', 'Save failed: Müller'],
    ['a script without spaces', 'Save failed: 胰岛素'],
    ['typographic quotation marks', 'Please explain your “yes” to “Zika virus”.'],
    ['a symbol', 'Save failed: 13 × 10^8'],
    ['an email address', 'Save failed for mum@example.com'],
    ['a unit id', 'Certificate CBU-2026-E2E-0001 failed'],
  ])('replaces a message with %s', (_what, message) => {
    expect(safeText(message)).toBe(REDACTED);
  });

  it("keeps Sentry's ids, not other hexadecimal-looking numbers", () => {
    expect(safeText('9cd199e88b9c43d0a76f6e356f50b9f2')).toBe('9cd199e88b9c43d0a76f6e356f50b9f2');
    expect(safeText('4111111111111111')).toBe(REDACTED);
  });
});

describe('safeLocation', () => {
  it('keeps a path or an address without its query, and checks anything else as text', () => {
    expect(safeLocation('/portal/pick-up?notes=Gate%20code')).toBe('/portal/pick-up');
    expect(safeLocation('https://gateway.example/graphql#x')).toBe(
      'https://gateway.example/graphql',
    );
    expect(safeLocation('GET https://gateway.example/graphql?q=1')).toBe(
      'GET https://gateway.example/graphql',
    );
    expect(safeLocation('save Levothyroxine')).toBe(REDACTED);
  });
});

describe('safeElementPath', () => {
  it('keeps the tag names only', () => {
    expect(
      safeElementPath('body > div#root > form.r1x > button#Insulin[aria-label="Remove > Insulin"]'),
    ).toBe('body > div > form > button');
  });

  it('replaces a path with an element it does not know', () => {
    expect(safeElementPath('body > insulin-dose')).toBe(REDACTED);
    expect(safeElementPath('#Insulin')).toBe(REDACTED);
  });
});
