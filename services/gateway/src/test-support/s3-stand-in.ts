import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A bucket on loopback that speaks the calls the portal's S3 storage makes (PutObject,
 * GetObject and DeleteObject, path-style), enough to run the real AWS SDK against. It checks the SHA-256
 * checksum the SDK sends, as S3 does; `objects` is its content, by "bucket/key".
 */
export async function startS3StandIn() {
  const objects = new Map<string, Buffer>();
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server = createServer((request, response) => {
    void (async () => {
      const key = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname.slice(1));
      if (request.method === 'PUT') {
        const body = await read(request);
        const checksum = request.headers['x-amz-checksum-sha256'];
        if (checksum && checksum !== createHash('sha256').update(body).digest('base64')) {
          response.writeHead(400, { 'content-type': 'application/xml' });
          response.end('<Error><Code>BadDigest</Code></Error>');
          return;
        }
        objects.set(key, body);
        response.writeHead(200, { etag: '"stand-in"' });
        response.end();
        return;
      }
      if (request.method === 'DELETE') {
        // As S3: deleting a key that is not there succeeds too.
        objects.delete(key);
        response.writeHead(204);
        response.end();
        return;
      }
      const object = request.method === 'GET' ? objects.get(key) : undefined;
      if (!object) {
        response.writeHead(404, { 'content-type': 'application/xml' });
        response.end('<Error><Code>NoSuchKey</Code></Error>');
        return;
      }
      response.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-length': String(object.length),
      });
      response.end(object);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
