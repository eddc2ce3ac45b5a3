import { defaultFieldResolver, isObjectType, type GraphQLSchema } from 'graphql';
import type { GatewayContext } from '../context.js';
import { emailNotVerified } from '../errors/graphql-errors.js';

/**
 * The fields an account whose email is not verified yet may use: what sign-up and email
 * verification need (registering, its own profile), and the fields that need no account. Every other field of these types
 * (the orders, every order mutation, and any field added to them later) needs a verified email.
 */
const OPEN_BEFORE_VERIFICATION: Readonly<Record<string, readonly string[]>> = {
  // plans and plan are public; payments is the functions service's (its key, no account).
  Query: ['me', 'plans', 'plan'],
  Me: ['id', 'profile'],
  Mutation: ['user', 'payments'],
  UserMutations: ['createUser', 'updateProfile', 'setLanguage'],
};

/**
 * Refuses the guarded fields with EMAIL_NOT_VERIFIED unless the verified token says the email
 * is verified (a token without an email, e.g. an anonymous account's, says it is not).
 */
export function requireVerifiedEmail(schema: GraphQLSchema): GraphQLSchema {
  for (const [typeName, open] of Object.entries(OPEN_BEFORE_VERIFICATION)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`requireVerifiedEmail: no object type ${typeName}`);
    for (const field of Object.values(type.getFields())) {
      if (open.includes(field.name)) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context: GatewayContext, info) => {
        if (!context.viewer.emailVerified) throw emailNotVerified();
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}
