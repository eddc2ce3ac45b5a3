import fs from 'node:fs';
import path from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';

const schema = 'services/gateway/schema.graphql';
const scalars = { Date: 'string', DateTime: 'string', JSONObject: 'Record<string, unknown>' };
const remotes = [
  'remote-auth',
  'remote-medical-form',
  'remote-pickup',
  'remote-documents',
  'remote-certificate',
  'remote-billing',
  'remote-release',
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
          ReleaseRequest: '../types/release-rows.js#ReleaseRequestRow',
          StaffReleaseRequest: '../types/release-rows.js#ReleaseRequestRow',
        },
      },
    },
    // The ops CLI's documents (a client of the gateway, never of its database).
    'services/gateway/src/ops/staff-operations.generated.ts': {
      documents: 'services/gateway/src/ops/**/*.graphql',
      ...clientConfig,
    },
    // Every app's documents (and @portal/shared's) are generated beside their file, `x.graphql`
    // -> `x.generated.ts`: a chunk carries only the documents its pages ask (the dashboard's
    // read in the host's main.js, asked early by app/early-reads.ts; a later page's with its
    // own chunk). docs/graphql.md says so once; scripts/check-codegen.mjs refuses any other.
    ...Object.fromEntries(
      ['shared', 'host', ...remotes].flatMap((app) =>
        documentsIn(path.join(app, 'src')).map((file) => [
          file.replace(/\.graphql$/, '.generated.ts'),
          { documents: file, ...clientConfig },
        ]),
      ),
    ),
  },
};

export default config;
