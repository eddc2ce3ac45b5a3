import type { IncomingMessage } from 'node:http';
import {
  defaultFieldResolver,
  GraphQLError,
  isObjectType,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import type { Logger } from 'pino';
import type { GatewayContext } from '../context.js';
import { serviceUnavailable } from '../errors/graphql-errors.js';
import { clientAddressKey } from '@portal/service-kit/client-address';
import { chargeRateLimit } from './charge-rate-limit.js';
import type { RateLimitStore } from './rate-limit-store.js';
import { RATE_LIMITED_FIELDS, type RateLimitName, type RateLimitTable } from './rate-limits.js';

export interface RateLimitOptions {
  limits: RateLimitTable;
  store: RateLimitStore;
  /** How many proxies of the bank's own stand before the gateway (X-Forwarded-For); 0: none. */
  trustedProxies: number;
  logger: Logger;
}

/** What Yoga adds to every resolver's context: the request and, over node:http, its socket. */
type LimitedContext = GatewayContext & { request?: Request; req?: IncomingMessage };

/** "Too many attempts": the whole wait is in `retryAfterSeconds` and the Retry-After header. */
export function rateLimitedError(retryAfterSeconds: number): GraphQLError {
  const wait =
    retryAfterSeconds <= 60 ? 'a minute' : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return new GraphQLError(`Too many attempts. Please wait ${wait} and try again.`, {
    extensions: {
      code: 'RATE_LIMITED',
      retryAfterSeconds,
      // Yoga answers the request with this status and header, and leaves `http` out of the body.
      http: { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
    },
  });
}

/**
 * Wraps every field of RATE_LIMITED_FIELDS: before its resolver runs (after the token was
 * verified and, for staff fields, after the staff check on the `staff` field), the call spends
 * a point of its limit per account (the verified uid) and per client address, and is refused
 * with RATE_LIMITED when either is spent. A field the table names that the schema lacks is a
 * start-up error.
 */
export function limitRates(schema: GraphQLSchema, options: RateLimitOptions): GraphQLSchema {
  for (const [typeName, limited] of Object.entries(RATE_LIMITED_FIELDS)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`limitRates: no object type ${typeName}`);
    const fields = type.getFields();
    if (typeof limited === 'string') {
      for (const field of Object.values(fields)) wrap(field, limited, options);
      continue;
    }
    for (const [fieldName, name] of Object.entries(limited)) {
      const field = fields[fieldName];
      if (!field) throw new Error(`limitRates: no field ${typeName}.${fieldName}`);
      wrap(field, name, options);
    }
  }
  return schema;
}

function wrap(
  field: GraphQLField<unknown, LimitedContext>,
  name: RateLimitName,
  options: RateLimitOptions,
): void {
  const resolve = field.resolve ?? defaultFieldResolver;
  field.resolve = async (source, args, context, info) => {
    await spend(name, context, options);
    return resolve(source, args, context, info);
  };
}

async function spend(
  name: RateLimitName,
  context: LimitedContext,
  options: RateLimitOptions,
): Promise<void> {
  const address = clientAddressKey(
    context.req?.socket.remoteAddress,
    context.request?.headers.get('x-forwarded-for') ?? null,
    options.trustedProxies,
  );
  let retryAfterSeconds;
  try {
    retryAfterSeconds = await chargeRateLimit(options.store, name, options.limits[name], {
      uid: context.viewer.uid,
      address,
    });
  } catch (error) {
    options.logger.error(
      { err: { name: (error as Error).name, code: (error as { code?: unknown }).code ?? null } },
      `rate limit store failed for ${name}`,
    );
    throw serviceUnavailable('The service is busy right now. Please try again in a minute.');
  }
  if (retryAfterSeconds !== null) throw rateLimitedError(retryAfterSeconds);
}
