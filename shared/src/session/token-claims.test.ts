import { tokenClaims } from './token-claims';

import { unsignedToken as jwt } from '../testing/unsigned-token';

it("reads a JWT's subject and expiry (base64url, unpadded)", () => {
  // 'ü' makes the payload's base64 carry '-' or '_' and need padding.
  expect(tokenClaims(jwt({ sub: 'uid-1', exp: 1_800_000_000, name: 'Zoë ü' }))).toEqual({
    uid: 'uid-1',
    expiresAt: 1_800_000_000_000,
    emailVerified: false,
    email: null,
    name: 'Zoë ü',
  });
});

it('reads whether the token says the email is verified', () => {
  const claims = tokenClaims(jwt({ sub: 'uid-1', exp: 1, email_verified: true }));
  expect(claims?.emailVerified).toBe(true);
  expect(tokenClaims(jwt({ sub: 'uid-1', exp: 1, email_verified: 'yes' }))?.emailVerified).toBe(
    false,
  );
});

it('reads the email the token carries, and nothing that is not one', () => {
  expect(tokenClaims(jwt({ sub: 'u', exp: 1, email: 'ana@example.com' }))?.email).toBe(
    'ana@example.com',
  );
  expect(tokenClaims(jwt({ sub: 'u', exp: 1, email: 42, name: '' }))).toMatchObject({
    email: null,
    name: null,
  });
});

it.each([
  ['an empty string', ''],
  ['no payload', 'header-only'],
  ['a payload that is not JSON', 'a.bm90IGpzb24.c'],
  ['no subject', jwt({ exp: 1 })],
  ['no expiry', jwt({ sub: 'uid-1' })],
])('gives null for %s', (_, token) => {
  expect(tokenClaims(token)).toBeNull();
});
