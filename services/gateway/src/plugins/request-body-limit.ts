import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { BodyTooLargeError, readLimitedBody } from './read-limited-body.js';

const DECIMAL = /^\d+$/;

const tooLarge = (limit: number) =>
  createGraphQLError(`Request body too large: at most ${limit} bytes.`, {
    extensions: { http: { status: 413 }, code: 'REQUEST_ENTITY_TOO_LARGE' },
  });

const badLength = () =>
  createGraphQLError('Content-Length header is invalid.', {
    extensions: { http: { status: 400 }, code: 'BAD_REQUEST' },
  });

/** Reads the body, refusing it as soon as it passes the limit, and hands on the bytes. */
async function withCountedBody(
  request: Request,
  limit: number,
  fetchAPI: { Request: typeof Request },
): Promise<Request> {
  const body = await readLimitedBody(request, limit).catch((error: unknown) => {
    throw error instanceof BodyTooLargeError ? tooLarge(limit) : error;
  });
  return new fetchAPI.Request(request.url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    body,
  });
}

/**
 * The request body limit (413), checked where it costs least. Node's HTTP parser never reads
 * past a declared Content-Length, so a body that declares a length within the limit is within
 * it, and nothing more is done. Only a body without a declared length (chunked, or built in
 * process) is counted as it is read. Yoga's own limit streams every body through a transform
 * instead, which cost about 15% of the gateway's CPU under load; it is turned off in app.ts.
 */
export function requestBodyLimitPlugin(limit: number): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const declared = request.headers.get('content-length');
      if (declared !== null) {
        if (!DECIMAL.test(declared)) throw badLength();
        if (Number(declared) > limit) throw tooLarge(limit);
        return;
      }
      if (!requestParser || !request.body) return;
      setRequestParser(async (unread) =>
        requestParser(await withCountedBody(unread, limit, fetchAPI)),
      );
    },
  };
}
