import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { SCHEMA_FILE } from '../app.js';

/**
 * One operation a client can call: a root field, or a field of a namespace (a root field
 * without arguments whose type is a single object, e.g. `Mutation.staff.createOrder`,
 * `Query.me.orders`). `path` names it: `Query.order`, `Mutation.user.createUser`.
 */
export interface SchemaOperation {
  path: string;
  operation: 'query' | 'mutation' | 'subscription';
  namespace: string | null;
  field: GraphQLField<unknown, unknown>;
}

export function readGatewaySchema(): GraphQLSchema {
  return buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
}

const isNamespace = (field: GraphQLField<unknown, unknown>) =>
  field.args.length === 0 && isNonNullType(field.type) && isObjectType(field.type.ofType);

/** Every query field, mutation and subscription of `schema`, namespaces walked. */
export function schemaOperations(schema: GraphQLSchema): SchemaOperation[] {
  const roots: [SchemaOperation['operation'], GraphQLObjectType | null | undefined][] = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ];
  return roots.flatMap(([operation, root]) =>
    Object.values(root?.getFields() ?? {}).flatMap((field): SchemaOperation[] => {
      if (operation === 'subscription' || !isNamespace(field)) {
        return [{ path: `${root?.name}.${field.name}`, operation, namespace: null, field }];
      }
      const namespaceType = getNamedType(field.type) as GraphQLObjectType;
      return Object.values(namespaceType.getFields()).map((inner) => ({
        path: `${root?.name}.${field.name}.${inner.name}`,
        operation,
        namespace: field.name,
        field: inner,
      }));
    }),
  );
}

/** Every field reachable from `type` without arguments, so an answer holds all it can. */
export function fullSelection(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  if (depth > 6) throw new Error(`fullSelection: ${named.name} is nested too deeply`);
  const fields = Object.values(named.getFields()).filter((field) => field.args.length === 0);
  return `{ ${fields
    .map((field) => `${field.name} ${fullSelection(field.type, depth + 1)}`.trim())
    .join(' ')} }`;
}

/** The document calling `op` with every argument as a variable of its own type. */
export function operationDocument(op: SchemaOperation): string {
  const { args } = op.field;
  const variables = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const call = `${op.field.name}${passed ? `(${passed})` : ''} ${fullSelection(op.field.type)}`;
  const body = op.namespace ? `${op.namespace} { ${call} }` : call;
  return `${op.operation} Probe${variables ? `(${variables})` : ''} { ${body} }`;
}

/** What an answer holds at the operation's field (undefined when it holds nothing there). */
export function valueAt(op: SchemaOperation, data: Record<string, unknown> | null | undefined) {
  const top = data?.[op.namespace ?? op.field.name];
  if (!op.namespace) return top;
  return (top as Record<string, unknown> | null | undefined)?.[op.field.name];
}
