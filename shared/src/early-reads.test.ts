import { graphqlUrlOf } from './early-reads';

it('names the GraphQL endpoint of the gateway the runtime document names, by the config rule', () => {
  expect(graphqlUrlOf({ env: { GQL_DOMAIN: ' https://gateway.example.com// ' } })).toBe(
    'https://gateway.example.com/graphql',
  );
});

it('names none for a missing, empty or non-http gateway, or a document that is not one', () => {
  expect(graphqlUrlOf({ env: { GQL_DOMAIN: 'gateway.example.com' } })).toBeNull();
  expect(graphqlUrlOf({ env: { GQL_DOMAIN: 'ftp://gateway.example.com' } })).toBeNull();
  expect(graphqlUrlOf({ env: { GQL_DOMAIN: '  ' } })).toBeNull();
  expect(graphqlUrlOf({ env: {} })).toBeNull();
  expect(graphqlUrlOf({ remotes: {} })).toBeNull();
  expect(graphqlUrlOf(null)).toBeNull();
  expect(graphqlUrlOf([])).toBeNull();
});
