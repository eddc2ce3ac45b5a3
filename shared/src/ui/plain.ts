/**
 * `@portal/shared/ui/plain`: a status word in a pill, a progress bar and a raised panel, drawn
 * with the theme's tokens, and the brand mark as markup. Not shared at run time: each app builds its own copy (about 1 KB gz),
 * so a page that shows them needs neither Fluent's display entry nor Tabster (docs/size.md).
 */
export { Panel } from './Panel';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { StatusPill, type StatusPillTone } from './StatusPill';
export { BrandMark, type BrandMarkProps } from './BrandMark';
