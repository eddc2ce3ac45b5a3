import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { render } from '@testing-library/react';
import { BrandMark } from '@portal/shared/ui/plain';

// The pages draw the brand mark as markup (BrandMark); the installed portal's icons are drawn
// from this file (scripts/generate-app-icons.mjs). Both must stay the same mark.
it('is the mark the pages draw, shape for shape', () => {
  const file = fs.readFileSync(path.join(__dirname, 'logo-mark.svg'), 'utf8');
  const fromFile = new DOMParser().parseFromString(file, 'image/svg+xml').documentElement;
  const { container } = render(createElement(BrandMark, { size: 32 }));
  const drawn = container.querySelector('svg');
  expect(drawn?.getAttribute('viewBox')).toBe(fromFile.getAttribute('viewBox'));
  const shapes = (svg: Element) =>
    Array.from(svg.children).map((shape) => [
      shape.tagName.toLowerCase(),
      ...Array.from(shape.attributes)
        .map((attribute) => `${attribute.name}=${attribute.value}`)
        .sort(),
    ]);
  expect(shapes(drawn as Element)).toEqual(shapes(fromFile));
});

it('is decoration: hidden from assistive technology, out of the tab order, at the size asked', () => {
  const { container } = render(createElement(BrandMark, { size: 24 }));
  const drawn = container.querySelector('svg');
  expect(drawn).toHaveAttribute('aria-hidden', 'true');
  expect(drawn).toHaveAttribute('focusable', 'false');
  expect(drawn).toHaveAttribute('width', '24');
  expect(drawn).toHaveAttribute('height', '24');
});
