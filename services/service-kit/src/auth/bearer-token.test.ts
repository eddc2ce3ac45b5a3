import { bearerTokenOf } from './bearer-token.js';

describe('bearerTokenOf', () => {
  it.each([
    ['Bearer abc.def.', 'abc.def.'],
    ['bearer abc', 'abc'],
    ['Bearer   abc  ', 'abc'],
    ['Bearer ', null],
    ['Bearer a b', null],
    ['Token abc', null],
    ['', null],
    [undefined, null],
    [null, null],
  ])('reads %p as %p', (header, token) => {
    expect(bearerTokenOf(header)).toBe(token);
  });
});
