/** A body past the limit: the request is refused with 413 before more of it is read. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`body larger than ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * The request's body, read whole, refused as soon as it passes `limit` (a declared
 * Content-Length over it is refused before anything is read).
 */
export async function readLimitedBody(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError(limit);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}
