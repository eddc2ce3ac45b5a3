import { GatewayRequestError } from '@portal/shared';

/** One invalid field as the gateway names it (`extensions.fields` of BAD_USER_INPUT). */
export interface RefusedField {
  field: string;
  message: string;
}

/**
 * The gateway's refusal: its code (`extensions.code`), its reason (`extensions.reason`, for the
 * refusals that have several), its message and the fields it names (BAD_USER_INPUT); null and
 * empty for any other failure (no answer, a broken one).
 */
export interface GatewayRefusal {
  code: string | null;
  reason: string | null;
  message: string | null;
  fields: RefusedField[];
}

const isRefusedField = (item: unknown): item is RefusedField =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as RefusedField).field === 'string' &&
  typeof (item as RefusedField).message === 'string';

/** Reads the first error of a GatewayRequestError (the shell's gateway request, no Apollo). */
export function gatewayRefusalOf(error: unknown): GatewayRefusal {
  const first = error instanceof GatewayRequestError ? error.graphQLErrors[0] : undefined;
  const code = first?.extensions?.['code'];
  const reason = first?.extensions?.['reason'];
  const fields = first?.extensions?.['fields'];
  return {
    code: typeof code === 'string' ? code : null,
    reason: typeof reason === 'string' ? reason : null,
    message: first?.message || null,
    fields: Array.isArray(fields) ? fields.filter(isRefusedField) : [],
  };
}
