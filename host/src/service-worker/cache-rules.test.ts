import { cacheRuleFor, remoteBasesOf } from './cache-rules';

const PORTAL = 'http://localhost:3100';
const registry = {
  env: { GQL_DOMAIN: 'http://localhost:4000' },
  remotes: {
    auth: 'http://localhost:3101/mf-manifest.json',
    pickup: 'http://localhost:3100/cdn/pickup/1.4.0/mf-manifest.json',
    broken: 'not an address',
    script: 'javascript:alert(1)',
  },
};
const bases = remoteBasesOf(registry);

function rule(href: string, { method = 'GET', mode = 'no-cors' as RequestMode } = {}) {
  return cacheRuleFor({ url: new URL(href), method, mode }, PORTAL, bases);
}

describe('what the service worker may cache', () => {
  it('learns each remote folder from the registry, and nothing else', () => {
    expect(bases).toEqual(['http://localhost:3101/', 'http://localhost:3100/cdn/pickup/1.4.0/']);
    expect(remoteBasesOf(null)).toEqual([]);
    expect(remoteBasesOf({ remotes: 'x' })).toEqual([]);
  });

  it('serves the portal page for navigations to its routes', () => {
    expect(rule(`${PORTAL}/portal/pick-up`, { mode: 'navigate' })).toBe('page');
    expect(rule(`${PORTAL}/family/join?token=abc`, { mode: 'navigate' })).toBe('page');
    expect(rule(`${PORTAL}/report.pdf`, { mode: 'navigate' })).toBeNull();
    expect(rule('http://localhost:4000/graphql', { mode: 'navigate' })).toBeNull();
  });

  it('keeps the runtime document and the remotes entries network first', () => {
    expect(rule(`${PORTAL}/portal.config.json`, { mode: 'cors' })).toBe('registry');
    expect(rule('http://localhost:3101/mf-manifest.json', { mode: 'cors' })).toBe('remote-entry');
    expect(rule('http://localhost:3101/remoteEntry.js')).toBe('remote-entry');
    expect(rule(`${PORTAL}/cdn/pickup/1.4.0/remoteEntry.js`)).toBe('remote-entry');
  });

  it("caches a registered remote's content-hashed files", () => {
    expect(rule('http://localhost:3101/chunks/expose-0.9a110c508c.js')).toBe('remote-file');
    expect(rule(`${PORTAL}/cdn/pickup/1.4.0/chunks/page.0123456789.js`)).toBe('remote-file');
  });

  it("never caches a parent's data, another origin's files or a changing file", () => {
    expect(rule('http://localhost:4000/graphql', { mode: 'cors' })).toBeNull();
    expect(rule('http://localhost:4000/graphql', { method: 'POST', mode: 'cors' })).toBeNull();
    expect(rule('http://localhost:5001/functions/invoice.pdf', { mode: 'cors' })).toBeNull();
    expect(rule('http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/token')).toBeNull();
    expect(rule('https://cdn.segment.com/analytics.js/v1/key/analytics.min.js')).toBeNull();
    // Another version's folder on the CDN, or a remote's file that is not content-hashed.
    expect(rule(`${PORTAL}/cdn/pickup/1.3.0/chunks/page.0123456789.js`)).toBeNull();
    expect(rule('http://localhost:3101/chunks/page.js')).toBeNull();
    expect(rule('http://localhost:3101/chunks/page.0123456789.js?v=2')).toBeNull();
    expect(rule(`${PORTAL}/portal.config.json`, { method: 'POST', mode: 'cors' })).toBeNull();
  });
});
