import { isCalendarDate } from '@portal/rules/dates';
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

const badInput = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !isCalendarDate(value)) {
    throw badInput('Expected a calendar date written YYYY-MM-DD.');
  }
  return value;
}

export const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  description: 'Calendar date, YYYY-MM-DD.',
  serialize: (value) => {
    if (typeof value === 'string' && isCalendarDate(value)) return value;
    throw new TypeError('Date: not a YYYY-MM-DD calendar date');
  },
  parseValue: parseDate,
  parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
});

export const DateTimeScalar = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description: 'Instant, ISO 8601 with time zone.',
  serialize: (value) => {
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) {
      return new Date(value).toISOString();
    }
    throw new TypeError('DateTime: not an instant');
  },
  parseValue: () => {
    throw badInput('DateTime values are not accepted as input.');
  },
  parseLiteral: () => {
    throw badInput('DateTime values are not accepted as input.');
  },
});

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function literalToValue(
  ast: ValueNode,
  variables: Record<string, unknown> | null | undefined,
): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
    case Kind.ENUM:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return ast.values.map((item) => literalToValue(item, variables));
    case Kind.OBJECT:
      return Object.fromEntries(
        ast.fields.map((field) => [field.name.value, literalToValue(field.value, variables)]),
      );
    case Kind.VARIABLE:
      return variables?.[ast.name.value];
  }
}

function parseObject(value: unknown): Record<string, unknown> {
  if (!isPlainObject(value)) throw badInput('Expected a JSON object.');
  return value;
}

export const JsonObjectScalar = new GraphQLScalarType<
  Record<string, unknown>,
  Record<string, unknown>
>({
  name: 'JSONObject',
  description: 'A JSON object (medical form answers).',
  serialize: (value) => {
    if (isPlainObject(value)) return value;
    throw new TypeError('JSONObject: not an object');
  },
  parseValue: parseObject,
  parseLiteral: (ast, variables) => parseObject(literalToValue(ast, variables)),
});
