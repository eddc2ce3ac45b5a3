import fs from 'node:fs';
import path from 'node:path';
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

/** The GraphQL documents in a folder, as paths from the repository's root. */
function documentsIn(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql') && !file.includes('node_modules'))
    .map((file) => path.join(dir, file).split(path.sep).join('/'))
    .sort();
}

const clientConfig = {
  // typescript-operations v6 writes the input and enum types it needs itself.
  plugins: ['typescript-operations', 'typed-document-node'],
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
        mappers: {
          Order: '../types/rows.js#OrderRow',
          Me: '../types/rows.js#MeRow',
          UserMutations: '../types/rows.js#UserMutationsRow',
          StaffQuery: '../types/rows.js#StaffNamespaceRow',
          StaffMutation: '../types/rows.js#StaffNamespaceRow',
          StaffParent: '../types/rows.js#StaffParentRow',
          StaffOrder: '../types/rows.js#OrderRow',
          Checkout: '../types/rows.js#CheckoutRow',
          PaymentsMutation: '../types/rows.js#PaymentsNamespaceRow',
          FamilyMutations: '../types/rows.js#FamilyNamespaceRow',
          Family: '../types/rows.js#FamilyRow',
          FamilyInvitation: '../types/rows.js#FamilyInvitationRow',
          FamilyMember: '../types/rows.js#FamilyMemberRow',
          Notification: '../types/rows.js#NotificationRow',
          Profile: '../types/rows.js#ProfileRow',
          NotificationMutations: '../types/rows.js#NotificationsNamespaceRow',
        },
      },
    },
    // The ops CLI's documents (a client of the gateway, never of its database).
    'services/gateway/src/ops/staff-operations.generated.ts': {
      documents: 'services/gateway/src/ops/**/*.graphql',
      ...clientConfig,
    },
    'shared/src/graphql/operations.generated.ts': {
      documents: 'shared/src/**/*.graphql',
      ...clientConfig,
    },
    // The host's documents, each generated beside its file: a chunk carries only the documents
    // its pages ask (the dashboard's read in main.js, asked early by app/early-reads.ts; the
    // later pages' with their own chunks).
    ...Object.fromEntries(
      documentsIn('host/src').map((file) => [
        file.replace(/\.graphql$/, '.generated.ts'),
        { documents: file, ...clientConfig },
      ]),
    ),
    ...Object.fromEntries(
      remotes
        .filter((app) => documentsIn(path.join(app, 'src')).length > 0)
        .map((remote) => [
          `${remote}/src/graphql.generated.ts`,
          { documents: `${remote}/src/**/*.graphql`, ...clientConfig },
        ]),
    ),
  },
};

export default config;
