import { getIdToken } from './id-token';
import { readSessionToken } from './session-token';

/**
 * `Authorization: Bearer <token>`: a fresh token from the auth SDK (it refreshes an expired
 * one), else the stored session token, else empty (the header is then `Bearer `).
 */
export async function authorizationHeader(): Promise<string> {
  const token = (await getIdToken()) ?? readSessionToken();
  return `Bearer ${token}`;
}
