import { defaultFieldResolver, isObjectType, type GraphQLSchema } from 'graphql';
import type { GatewayContext } from '../context.js';
import { staffNotParent } from '../errors/graphql-errors.js';

/**
 * The root fields a staff token may use: the bank's own operations, and those that need no
 * account (the catalogue; `payments` is the functions service's key). Every other root field
 * (the parents' operations, and any field added later) is a parent's.
 */
const OPEN_TO_STAFF: Readonly<Record<string, readonly string[]>> = {
  Query: ['staff', 'plans', 'plan'],
  Mutation: ['staff', 'payments'],
  Subscription: [],
};

/**
 * Staff accounts are never parents: every parent operation refuses a token with the staff
 * claim with STAFF_NOT_PARENT, before anything else is checked or spent. Applied to the root
 * fields, so the namespaces below them (`me`, `user`, `family`, `notifications`) are covered
 * whole, and a subscription is refused before its stream opens.
 */
export function refuseStaffAsParent(schema: GraphQLSchema): GraphQLSchema {
  for (const [typeName, open] of Object.entries(OPEN_TO_STAFF)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`refuseStaffAsParent: no object type ${typeName}`);
    for (const field of Object.values(type.getFields())) {
      if (open.includes(field.name)) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context: GatewayContext, info) => {
        if (context.viewerOrNull?.staff === true) throw staffNotParent();
        return resolve(source, args, context, info);
      };
      const subscribe = field.subscribe;
      if (subscribe) {
        field.subscribe = (source, args, context: GatewayContext, info) => {
          if (context.viewerOrNull?.staff === true) throw staffNotParent();
          return subscribe(source, args, context, info);
        };
      }
    }
  }
  return schema;
}
