const BEARER = /^Bearer[ ]+([A-Za-z0-9._~+/=-]+)\s*$/i;

/** The token of an `Authorization: Bearer <token>` header; null when absent or malformed. */
export function bearerTokenOf(authorization: string | null | undefined): string | null {
  if (!authorization) return null;
  return BEARER.exec(authorization)?.[1] ?? null;
}
