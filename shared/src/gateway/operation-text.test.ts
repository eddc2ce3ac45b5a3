import { parse, print, type DocumentNode } from 'graphql';
import { CreateUserDocument } from '../graphql/create-user.generated';
import { GetUserDocument, GetUserOrderDocument } from '../graphql/operations.generated';
import { SelectedChildDocument } from '../orders/selected-child.generated';
import { operationText } from './operation-text';

/** Same document: the text parses back to what graphql's own printer prints. */
function expectSameDocument(document: DocumentNode) {
  expect(print(parse(operationText(document)))).toBe(print(document));
}

it.each([
  ['getUser', GetUserDocument],
  ['getUserOrder', GetUserOrderDocument],
  ['CreateUser', CreateUserDocument],
  ['SelectedChild', SelectedChildDocument],
])("prints the portal's %s document as graphql does", (_name, document) => {
  expectSameDocument(document as DocumentNode);
});

it('prints every kind of node an executable document may hold', () => {
  // Left as written: the directive's reason (in the document below) stays on its line.
  // prettier-ignore
  const document = parse(/* GraphQL */ `
    query Everything(
      $id: ID!
      $ids: [ID!]! = ["a", "b"]
      $limit: Int = 10
      $ratio: Float = 1.5
      $on: Boolean = true
      $none: String = null
      $filter: Filter = { status: ACTIVE, tags: ["x"], nested: { deep: false } }
    ) @live {
      first: order(id: $id) @include(if: $on) {
        id
        ...OrderParts
        ... on PaidOrder @skip(if: false) { # skip reason: no test is skipped: GraphQL's @skip directive, which the printer must print
          amount
        }
        ... {
          note(text: "quote \\" and\\nnewline", emoji: "👶")
        }
      }
      list(ids: $ids, limit: $limit, ratio: $ratio, none: $none, filter: $filter)
    }

    fragment OrderParts on Order @deprecatedFragment {
      stage
    }

    mutation Save($input: SaveInput!) {
      save(input: $input) {
        ok
      }
    }
  `);
  expectSameDocument(document);
});

it('refuses a node that no executable document holds', () => {
  const schema = parse('type Query { me: String }');
  expect(() => operationText(schema)).toThrow(/ObjectTypeDefinition/);
});
