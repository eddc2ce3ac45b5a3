import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { test } from 'node:test';
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy.mjs';

const sha = (code) => `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`;

test('hashes the scripts a page runs inline, and not those it loads from a file', () => {
  const html =
    '<head><script defer src="/main.js"></script><meta name="x">' +
    '<script>(()=>{document.title="a"})()</script></head>' +
    '<body><SCRIPT type="module">b()</SCRIPT></body>';
  assert.deepEqual(inlineScriptHashes(html), [sha('(()=>{document.title="a"})()'), sha('b()')]);
  assert.deepEqual(inlineScriptHashes('<script src="/a.js"></script>'), []);
});

test("allows exactly the page's inline scripts, never any inline script", () => {
  const doc = { env: {}, remotes: { auth: 'http://localhost:3101/mf-manifest.json' } };
  const scriptSrc = (policy) => policy.split('; ').find((part) => part.startsWith('script-src'));
  const withHash = scriptSrc(contentSecurityPolicy(doc, { inlineScripts: [sha('a()')] }));
  assert.match(withHash, /^script-src 'self' 'sha256-[^']+' http:\/\/localhost:3101 /);
  assert.doesNotMatch(withHash, /unsafe-inline/);
  assert.doesNotMatch(scriptSrc(contentSecurityPolicy(doc)), /sha256/);
});
