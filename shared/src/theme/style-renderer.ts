import { createDOMRenderer, type GriffelRenderer } from '@portal/shared/ui';
import { compareMediaQueries } from './media-query-order';

let renderer: GriffelRenderer | undefined;

/**
 * The one Griffel renderer of the page, shared by the host's and every remote's React root
 * (this module is part of the federated singleton), with `@media` rules sorted by breakpoint.
 */
export function getStyleRenderer(): GriffelRenderer {
  renderer ??= createDOMRenderer(document, { compareMediaQueries });
  return renderer;
}
