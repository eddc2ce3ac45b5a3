import { compareMediaQueries } from './media-query-order';
import { maxWidthQuery, minWidthQuery } from './breakpoints';

const sorted = (queries: string[]) => [...queries].sort(compareMediaQueries);

describe('compareMediaQueries', () => {
  it('puts min-width queries from narrow to wide, whatever their text order', () => {
    expect(sorted([minWidthQuery('lg'), minWidthQuery('sm'), minWidthQuery('md')])).toEqual([
      '(min-width: 768px)',
      '(min-width: 992px)',
      '(min-width: 1200px)',
    ]);
  });

  it('puts max-width queries from wide to narrow, before the min-width ones', () => {
    expect(sorted([minWidthQuery('sm'), maxWidthQuery('sm'), maxWidthQuery('lg')])).toEqual([
      '(max-width: 1199.98px)',
      '(max-width: 767.98px)',
      '(min-width: 768px)',
    ]);
  });

  it('puts every other query after the width queries, in text order', () => {
    expect(
      sorted([
        'print',
        '(prefers-reduced-motion: reduce)',
        minWidthQuery('xl'),
        'screen and (min-width: 576px)',
      ]),
    ).toEqual([
      'screen and (min-width: 576px)',
      '(min-width: 1400px)',
      '(prefers-reduced-motion: reduce)',
      'print',
    ]);
  });

  it('is zero only for the same query', () => {
    expect(compareMediaQueries('(min-width: 768px)', '(min-width: 768px)')).toBe(0);
    expect(compareMediaQueries('(min-width: 768px)', '(min-width:768px)')).not.toBe(0);
  });
});
