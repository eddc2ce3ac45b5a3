import { escapeHtml } from './escape-html.js';

it('escapes the five characters that matter in HTML text and quoted attributes', () => {
  expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
    '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
  );
});
