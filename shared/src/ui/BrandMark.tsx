// The portal's brand mark (a drop on a blue disc), drawn in the page's own markup. As an
// `<img>` of an SVG file, Chromium built an isolated SVG document to draw it, a task of
// 5-14 ms on a desktop after the header's render (about 40-90 ms on a mid-range phone) on
// every first load (docs/size.md).

export interface BrandMarkProps {
  /** Width and height in px. */
  size: number;
}

/** The brand mark, decoration only: the link or heading beside it says what it is. */
export function BrandMark({ size }: BrandMarkProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="16" cy="16" r="15" fill="#0f6cbd" />
      <path d="M16 7c-3 4-6 7.5-6 11a6 6 0 0 0 12 0c0-3.5-3-7-6-11z" fill="#fff" />
    </svg>
  );
}
