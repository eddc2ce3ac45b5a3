import { Kind, parse, type DocumentNode } from 'graphql';

/**
 * The root fields a request without a token may select: the plans (public, for the purchase
 * pages) and the payments namespace (the functions service, which proves itself with the
 * service key instead; its resolver refuses everyone else with FORBIDDEN).
 */
const PUBLIC_ROOT_FIELDS: Readonly<Record<'query' | 'mutation', readonly string[]>> = {
  query: ['plans', 'plan', '__typename'],
  mutation: ['payments', '__typename'],
};

/** The parser's token limit for anonymous documents (the armor's limit for every request). */
const MAX_TOKENS = 2000;

function parsed(query: string): DocumentNode | null {
  try {
    return parse(query, { noLocation: true, maxTokens: MAX_TOKENS });
  } catch {
    return null;
  }
}

/**
 * Whether a document may run without a token: every operation selects only public root fields,
 * as plain fields (no fragment at the root, so nothing else can be reached through one). Plans
 * hold only scalars, so what is under them is public too. Anything else, including a document
 * that does not parse, is authenticated first as before (and refused, naming nothing).
 */
export function isPublicDocument(query: unknown): boolean {
  if (typeof query !== 'string' || query.length === 0) return false;
  const document = parsed(query);
  if (!document) return false;
  let operations = 0;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) continue;
    if (definition.kind !== Kind.OPERATION_DEFINITION) return false;
    if (definition.operation === 'subscription') return false;
    operations += 1;
    const allowed = PUBLIC_ROOT_FIELDS[definition.operation];
    for (const selection of definition.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD || !allowed.includes(selection.name.value)) return false;
    }
  }
  return operations > 0;
}
