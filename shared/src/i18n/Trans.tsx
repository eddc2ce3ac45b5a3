import type { ReactElement } from 'react';
import { formatElements } from './format-elements';
import { useLingui } from './use-lingui';

export interface TransProps {
  id: string;
  message?: string;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
  comment?: string;
}

/** A translated text with the page's elements in it (what Lingui's <Trans> macro compiles to). */
export function Trans({ id, message, values, components }: TransProps) {
  const { _ } = useLingui();
  const text = _({
    id,
    ...(message !== undefined ? { message } : {}),
    ...(values ? { values } : {}),
  });
  return <>{formatElements(text, components)}</>;
}
