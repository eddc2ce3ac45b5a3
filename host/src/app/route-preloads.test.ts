import { SESSION_TOKEN_KEY } from '@portal/shared';
import { chunksMeta, preloadRouteChunks } from './route-preloads';
import { sessionTokenFor } from '@portal/shared/testing';

function pageListing(lists: { shell?: string; firebase?: string; reads?: string }): Document {
  const page = document.implementation.createHTMLDocument('portal');
  for (const [chunk, files] of [
    ['portal-shell', lists.shell],
    ['firebase-auth', lists.firebase],
    ['first-reads', lists.reads],
  ] as const) {
    if (files === undefined) continue;
    const meta = page.createElement('meta');
    meta.name = chunksMeta(chunk);
    meta.content = files;
    page.head.append(meta);
  }
  return page;
}

const preloads = (page: Document) =>
  Array.from(page.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).map((link) => ({
    as: link.getAttribute('as'),
    href: link.getAttribute('href'),
    priority: link.getAttribute('fetchpriority'),
  }));

const lists = {
  shell: '/chunks/portal-shell.1.js  /chunks/icons.2.js /chunks/portal-shell.6.css',
  firebase: '/chunks/f.3.js',
  reads: '/chunks/documents.4.js /chunks/first-reads.5.js',
};

afterEach(() => localStorage.clear());

it("preloads Firebase's and the shell's files the page lists on a signed-in route", () => {
  const page = pageListing(lists);
  preloadRouteChunks('/portal/pick-up', page);
  expect(preloads(page)).toEqual([
    { as: 'script', href: '/chunks/f.3.js', priority: 'low' },
    { as: 'script', href: '/chunks/portal-shell.1.js', priority: 'low' },
    { as: 'script', href: '/chunks/icons.2.js', priority: 'low' },
    // A chunk's CSS (Griffel's styles), which the chunk waits for, at a style's priority.
    { as: 'style', href: '/chunks/portal-shell.6.css', priority: null },
  ]);
});

it('adds no second link when run again (the inline script, then main.js)', () => {
  const page = pageListing(lists);
  preloadRouteChunks('/portal', page);
  preloadRouteChunks('/portal', page);
  expect(preloads(page)).toHaveLength(4);
});

it('preloads nothing on /login or the commerce pages with nobody signed in', () => {
  const page = pageListing(lists);
  preloadRouteChunks('/login', page);
  preloadRouteChunks('/order', page);
  expect(preloads(page)).toEqual([]);
});

it('preloads Firebase, not the shell, on /login for a parent with a stored session', () => {
  localStorage.setItem(SESSION_TOKEN_KEY, 'a.b.c');
  const page = pageListing(lists);
  preloadRouteChunks('/login', page);
  expect(preloads(page).map(({ href }) => href)).toEqual(['/chunks/f.3.js']);
});

it("preloads the shell and the first reads' chunks, not Firebase, on a signed-in route for a stored session token valid for a while", () => {
  localStorage.setItem(SESSION_TOKEN_KEY, sessionTokenFor('u', 60));
  const page = pageListing(lists);
  preloadRouteChunks('/portal', page);
  expect(preloads(page).map(({ href }) => href)).toEqual([
    '/chunks/portal-shell.1.js',
    '/chunks/icons.2.js',
    '/chunks/portal-shell.6.css',
    '/chunks/documents.4.js',
    '/chunks/first-reads.5.js',
  ]);
});

it("preloads no first reads' chunks on a signed-in route without a stored session", () => {
  const page = pageListing(lists);
  preloadRouteChunks('/portal/pick-up', page);
  expect(preloads(page).map(({ href }) => href)).not.toContain('/chunks/first-reads.5.js');
});

it('preloads nothing when the page lists no files (a development build)', () => {
  const page = document.implementation.createHTMLDocument('portal');
  preloadRouteChunks('/portal', page);
  expect(preloads(page)).toEqual([]);
});
