import type { ASTNode, DocumentNode } from 'graphql';

/*
 * The query text of a generated document, for the gateway's request body. graphql's own
 * `print` would do, but it weighs ~4 KB gz on every signed-in first load (its visitor and
 * block-string printer); this covers the executable documents the portal writes and refuses
 * anything else, and its test checks it against `print` on every kind of node.
 */

const join = (parts: readonly (string | false | undefined)[], separator = ' ') =>
  parts.filter(Boolean).join(separator);
const wrap = (open: string, inner: string, close: string) => (inner ? open + inner + close : '');

function text(node: ASTNode): string {
  switch (node.kind) {
    case 'Document':
      return node.definitions.map(text).join('\n\n');
    case 'OperationDefinition':
      return join([
        node.operation,
        (node.name?.value ?? '') +
          wrap('(', (node.variableDefinitions ?? []).map(text).join(', '), ')'),
        ...(node.directives ?? []).map(text),
        text(node.selectionSet),
      ]);
    case 'VariableDefinition':
      return join([
        `$${node.variable.name.value}: ${text(node.type)}`,
        node.defaultValue && `= ${text(node.defaultValue)}`,
        ...(node.directives ?? []).map(text),
      ]);
    case 'NamedType':
      return node.name.value;
    case 'ListType':
      return `[${text(node.type)}]`;
    case 'NonNullType':
      return `${text(node.type)}!`;
    case 'SelectionSet':
      return `{ ${node.selections.map(text).join(' ')} }`;
    case 'Field':
      return join([
        (node.alias ? `${node.alias.value}: ` : '') +
          node.name.value +
          wrap('(', (node.arguments ?? []).map(text).join(', '), ')'),
        ...(node.directives ?? []).map(text),
        node.selectionSet && text(node.selectionSet),
      ]);
    case 'Argument':
    case 'ObjectField':
      return `${node.name.value}: ${text(node.value)}`;
    case 'Directive':
      return `@${node.name.value}${wrap('(', (node.arguments ?? []).map(text).join(', '), ')')}`;
    case 'FragmentSpread':
      return join([`...${node.name.value}`, ...(node.directives ?? []).map(text)]);
    case 'InlineFragment':
      return join([
        '...',
        node.typeCondition && `on ${text(node.typeCondition)}`,
        ...(node.directives ?? []).map(text),
        text(node.selectionSet),
      ]);
    case 'FragmentDefinition':
      return join([
        `fragment ${node.name.value} on ${text(node.typeCondition)}`,
        ...(node.directives ?? []).map(text),
        text(node.selectionSet),
      ]);
    case 'Variable':
      return `$${node.name.value}`;
    case 'IntValue':
    case 'FloatValue':
    case 'EnumValue':
      return node.value;
    case 'StringValue':
      return JSON.stringify(node.value);
    case 'BooleanValue':
      return String(node.value);
    case 'NullValue':
      return 'null';
    case 'ListValue':
      return `[${node.values.map(text).join(', ')}]`;
    case 'ObjectValue':
      return `{${node.fields.map(text).join(', ')}}`;
    default:
      throw new Error(`operationText: a ${node.kind} node is not part of an executable document.`);
  }
}

/** The GraphQL text of an executable document (operations and fragments). */
export function operationText(document: DocumentNode): string {
  return text(document);
}
