// @ts-check
// Draws the installed portal's icons from the brand's mark (host/src/assets/logo-mark.svg) in
// Chromium: host/src/app-icons/icon-192.png and icon-512.png (the mark as it is),
// icon-maskable-512.png (the drop on a full-bleed brand square, inside the middle 60% a
// launcher's mask always keeps) and the tab's icon, host/src/favicon.png (32 px, which the page
// carries as a data URL: as an SVG, Chromium built an isolated SVG document on the page's main
// thread to draw it, a task of 5-16 ms on every first load; docs/size.md). Run after changing
// the mark; the PNGs are committed.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './lib/stack.mjs';

const { chromium } = createRequire(
  createRequire(path.join(ROOT, 'e2e/package.json')).resolve('@playwright/test'),
)('playwright-core');
const mark = fs.readFileSync(path.join(ROOT, 'host/src/assets/logo-mark.svg'), 'utf8');
const brand = /fill="(#[0-9a-f]{6})"/i.exec(mark)?.[1] ?? '#0f6cbd';
const drop = /<path[^>]*\/>/.exec(mark)?.[0];
if (!drop) throw new Error('logo-mark.svg has no drop path');
const outDir = path.join(ROOT, 'host/src/app-icons');

const icons = [
  { file: '../favicon.png', size: 32, svg: mark },
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  {
    file: 'icon-maskable-512.png',
    size: 512,
    // The drop (about 12 of the mark's 32 units wide) scaled into the safe zone.
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${brand}"/><g transform="translate(16 16.5) scale(0.75) translate(-16 -16.5)">${drop}</g></svg>`,
  },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg}</body></html>`,
    );
    await page.screenshot({
      path: path.join(outDir, icon.file),
      omitBackground: true,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    await page.close();
    console.log(`wrote ${path.relative(ROOT, path.join(outDir, icon.file))}`);
  }
} finally {
  await browser.close();
}
