import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import {
  NoSchemaIntrospectionCustomRule,
  type GraphQLError,
  type ValidationContext,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Query limits. The schema has no cycles: its deepest real query is 5 levels
 * (me.orders.certificate.issued.unitId) and reading every field of every order of `me` costs
 * about 260; a checkout with every field of its order (billing and family included) about
 * 1,130. These leave room for real clients and none for abuse.
 */
export const QUERY_LIMITS = {
  maxDepth: 8,
  maxCost: 1500,
  maxAliases: 10,
  maxDirectives: 10,
  maxTokens: 2000,
} as const;

/** Depth, cost, alias, directive and token limits; in production also no introspection. */
// Report a rejection as an ordinary validation error (HTTP 400, GRAPHQL_VALIDATION_FAILED)
// instead of throwing it out of the validation phase.
const asValidationError = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) => context?.reportError(error),
  ],
};

export function hardeningPlugins(options: { production: boolean }): Plugin[] {
  const plugins: Plugin[] = [
    EnvelopArmorPlugin({
      maxDepth: { n: QUERY_LIMITS.maxDepth, ...asValidationError },
      costLimit: { maxCost: QUERY_LIMITS.maxCost, ...asValidationError },
      maxAliases: { n: QUERY_LIMITS.maxAliases, ...asValidationError },
      maxDirectives: { n: QUERY_LIMITS.maxDirectives, ...asValidationError },
      // The token limit runs while parsing, where there is no validation context to report to.
      maxTokens: { n: QUERY_LIMITS.maxTokens },
      // "Did you mean ...?" hints describe the schema: hide them where introspection is off.
      blockFieldSuggestion: { enabled: options.production },
    }),
  ];
  if (options.production) {
    plugins.push({
      onValidate({ addValidationRule }) {
        addValidationRule(NoSchemaIntrospectionCustomRule);
      },
    });
  }
  return plugins;
}
