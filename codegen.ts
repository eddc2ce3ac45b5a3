import type { CodegenConfig } from '@graphql-codegen/cli';

const schema = 'services/gateway/schema.graphql';
const scalars = { Date: 'string', DateTime: 'string', JSONObject: 'Record<string, unknown>' };
const remotes = [
  'remote-auth',
  'remote-medical-form',
  'remote-pickup',
  'remote-certificate',
  'remote-billing',
];

const clientConfig = {
  plugins: ['typescript', 'typescript-operations', 'typed-document-node'],
  config: { scalars, enumsAsTypes: true, avoidOptionals: true, useTypeImports: true },
};

const config: CodegenConfig = {
  schema,
  ignoreNoDocuments: true,
  generates: {
    'services/gateway/src/generated/resolvers.generated.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars,
        enumsAsTypes: true,
        useTypeImports: true,
        contextType: '../context.js#GatewayContext',
        mappers: { Order: '../db/rows.js#OrderRow', Me: '../db/rows.js#MeRow' },
      },
    },
    'shared/src/graphql/operations.generated.ts': {
      documents: 'shared/src/**/*.graphql',
      ...clientConfig,
    },
    'host/src/graphql.generated.ts': { documents: 'host/src/**/*.graphql', ...clientConfig },
    ...Object.fromEntries(
      remotes.map((remote) => [
        `${remote}/src/graphql.generated.ts`,
        { documents: `${remote}/src/**/*.graphql`, ...clientConfig },
      ]),
    ),
  },
};

export default config;
