/**
 * An unsigned JWT (`alg: none`, as the Auth emulator issues) with these claims, in base64url:
 * what the portal stores as the session token and reads with `tokenClaims`.
 */
export function unsignedToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'none' })}.${encode(claims)}.`;
}

/** A session token for `sub` that expires `minutesLeft` minutes from now. */
export function sessionTokenFor(sub: string, minutesLeft: number, claims = {}): string {
  return unsignedToken({ sub, exp: Math.floor(Date.now() / 1000) + minutesLeft * 60, ...claims });
}
