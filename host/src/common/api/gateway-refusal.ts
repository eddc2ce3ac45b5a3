import { GatewayRequestError } from '@portal/shared';

/** One invalid field as the gateway names it (`extensions.fields` of BAD_USER_INPUT). */
export interface RefusedField {
  field: string;
  message: string;
  /** The rule broken, where the gateway names it (@portal/rules' problems). */
  code?: string | null;
  values?: Readonly<Record<string, string | number>> | null;
}

/**
 * The gateway's refusal: its code (`extensions.code`), its reason (`extensions.reason`, for the
 * refusals that have several), its message, the fields it names (BAD_USER_INPUT) and how long
 * to wait (RATE_LIMITED's `retryAfterSeconds`); null and empty for any other failure (no
 * answer, a broken one).
 */
export interface GatewayRefusal {
  code: string | null;
  reason: string | null;
  message: string | null;
  fields: RefusedField[];
  retryAfterSeconds: number | null;
}

const isRefusedField = (item: unknown): item is RefusedField =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as RefusedField).field === 'string' &&
  typeof (item as RefusedField).message === 'string';

/** Reads the first error of a GatewayRequestError (the portal's gateway request). */
export function gatewayRefusalOf(error: unknown): GatewayRefusal {
  const first = error instanceof GatewayRequestError ? error.errors[0] : undefined;
  const code = first?.extensions?.['code'];
  const reason = first?.extensions?.['reason'];
  const fields = first?.extensions?.['fields'];
  const retryAfter = first?.extensions?.['retryAfterSeconds'];
  return {
    code: typeof code === 'string' ? code : null,
    reason: typeof reason === 'string' ? reason : null,
    message: first?.message || null,
    fields: Array.isArray(fields) ? fields.filter(isRefusedField) : [],
    retryAfterSeconds:
      typeof retryAfter === 'number' && Number.isFinite(retryAfter) ? retryAfter : null,
  };
}
