import { routeReadsOf } from './first-reads';

describe('routeReadsOf', () => {
  const read = { path: '/portal/pick-up', operationName: 'PickupOrder', query: 'query …' };
  const withReads = (firstReads: unknown) => ({ metaData: { publicPath: 'auto', firstReads } });

  it('names the reads the manifest lists for the page, with or without a trailing slash', () => {
    const other = { ...read, path: '/portal/pick-up/later' };
    expect(routeReadsOf(withReads([read, other]), '/portal/pick-up')).toEqual([read]);
    expect(routeReadsOf(withReads([read, other]), '/portal/pick-up/')).toEqual([read]);
  });

  it('names nothing for a manifest without first reads, or with reads it cannot ask', () => {
    expect(routeReadsOf({ metaData: { publicPath: 'auto' } }, '/portal/pick-up')).toEqual([]);
    expect(routeReadsOf(withReads('PickupOrder'), '/portal/pick-up')).toEqual([]);
    expect(routeReadsOf(withReads([{ ...read, query: 7 }, null]), '/portal/pick-up')).toEqual([]);
    expect(routeReadsOf(null, '/portal/pick-up')).toEqual([]);
  });
});
