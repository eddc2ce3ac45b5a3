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

/** True when a folder holds GraphQL documents (an app without any gets no generated file). */
function hasDocuments(dir: string): boolean {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .some((file) => file.endsWith('.graphql') && !file.includes('node_modules'));
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
    // The dashboard's read on its own: the host's main.js asks it early (app/early-reads.ts),
    // so every first load carries its document, and no other.
    'host/src/features/dashboard/order-journey.generated.ts': {
      documents: 'host/src/features/dashboard/order-journey.graphql',
      ...clientConfig,
    },
    ...Object.fromEntries(
      ['host', ...remotes]
        .filter((app) => hasDocuments(path.join(app, 'src')))
        .map((remote) => [
          `${remote}/src/graphql.generated.ts`,
          {
            documents: [
              `${remote}/src/**/*.graphql`,
              '!host/src/features/dashboard/order-journey.graphql',
            ],
            ...clientConfig,
          },
        ]),
    ),
  },
};

export default config;
