/** A fresh key for one attempt to start a checkout (the gateway accepts 16 to 64 of [A-Za-z0-9_-]). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
