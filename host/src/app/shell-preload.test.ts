import { SHELL_CHUNKS_META, preloadShellChunks } from './shell-preload';

function pageListing(files: string): Document {
  const page = document.implementation.createHTMLDocument('portal');
  const meta = page.createElement('meta');
  meta.name = SHELL_CHUNKS_META;
  meta.content = files;
  page.head.append(meta);
  return page;
}

const preloads = (page: Document) =>
  Array.from(page.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).map((link) => ({
    as: link.getAttribute('as'),
    href: link.getAttribute('href'),
    priority: link.getAttribute('fetchpriority'),
  }));

it("preloads the shell chunk's files the page lists on a signed-in route", () => {
  const page = pageListing('/chunks/portal-shell.1.js  /chunks/icons.2.js');
  preloadShellChunks('/portal/pick-up', page);
  expect(preloads(page)).toEqual([
    { as: 'script', href: '/chunks/portal-shell.1.js', priority: 'low' },
    { as: 'script', href: '/chunks/icons.2.js', priority: 'low' },
  ]);
});

it('preloads nothing on /login or the commerce pages, which render no shell', () => {
  const page = pageListing('/chunks/portal-shell.1.js');
  preloadShellChunks('/login', page);
  preloadShellChunks('/order', page);
  expect(preloads(page)).toEqual([]);
});

it('preloads nothing when the page lists no files (a development build)', () => {
  const page = document.implementation.createHTMLDocument('portal');
  preloadShellChunks('/portal', page);
  expect(preloads(page)).toEqual([]);
});
