// @ts-check
// The bench's yardstick: a bare graphql-yoga server answering `{ hello }`, with the gateway's
// own copy of graphql-yoga and its defaults. Run as its own process (like the gateway); prints
// {"port":N} once it listens on 127.0.0.1 and stops on SIGTERM.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const fromGateway = createRequire(
  new URL('../../../services/gateway/package.json', import.meta.url),
);
const { createSchema, createYoga } = await import(
  pathToFileURL(fromGateway.resolve('graphql-yoga')).href
);

const yoga = createYoga({
  schema: createSchema({
    typeDefs: 'type Query { hello: String! }',
    resolvers: { Query: { hello: () => 'world' } },
  }),
});
const server = createServer(yoga);
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
