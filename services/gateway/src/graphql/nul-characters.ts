import {
  defaultFieldResolver,
  getNullableType,
  isInputObjectType,
  isListType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import type { FieldProblem } from '../domain/field-problem.js';
import { badUserInput } from '../errors/graphql-errors.js';

const NUL = '\u0000';

/**
 * Whether a value holds U+0000 in any string or object key, however deep (walked without
 * recursion: a JSON value can nest deeper than the call stack).
 */
function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes(NUL)) return true;
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes(NUL)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/** The arguments and input fields holding U+0000, named as the client sends them. */
function problemsIn(args: Record<string, unknown>, defs: readonly GraphQLArgument[]) {
  const problems: FieldProblem[] = [];
  const pending: { value: unknown; type: GraphQLInputType; field: string }[] = defs.map((arg) => ({
    value: args[arg.name],
    type: arg.type,
    field: arg.name,
  }));
  // Breadth first, so the problems come in the order of the arguments and their fields.
  for (let next = 0; next < pending.length; next += 1) {
    const { value, type, field } = pending[next] as (typeof pending)[number];
    const nullable = getNullableType(type);
    if (value === null || value === undefined) continue;
    if (isInputObjectType(nullable)) {
      for (const inputField of Object.values(nullable.getFields())) {
        pending.push({
          value: (value as Record<string, unknown>)[inputField.name],
          type: inputField.type,
          field: `${field}.${inputField.name}`,
        });
      }
    } else if (isListType(nullable) && Array.isArray(value)) {
      value.forEach((item, index) =>
        pending.push({ value: item, type: nullable.ofType, field: `${field}.${index}` }),
      );
    } else if (holdsNul(value)) {
      problems.push({
        field,
        message: `${field} contains a null character (U+0000), which is not allowed.`,
      });
    }
  }
  return problems;
}

/**
 * PostgreSQL cannot store U+0000 in text or jsonb, so no string input may hold it: every field
 * with arguments refuses such a value with BAD_USER_INPUT naming the argument or input field
 * (e.g. `orderId`, `input.place`, `answers`) before its resolver runs.
 */
export function refuseNulCharacters(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.args.length === 0) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      const defs = field.args;
      field.resolve = (source, args: Record<string, unknown>, context, info) => {
        const problems = problemsIn(args, defs);
        if (problems.length > 0) throw badUserInput(problems);
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}
