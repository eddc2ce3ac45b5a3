import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { makeStyles } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';

/** What a screen reader hears after the name of a link that opens a new tab. */
export const NEW_TAB_HINT = ' (opens in a new tab)';

const useStyles = makeStyles({
  hint: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});

/** The hint as the last part of a link's name: read, not shown. */
export function NewTabHint() {
  const { t } = useLingui();
  // The leading space keeps the hint a separate word of the link's name.
  return <span className={useStyles().hint}>{` ${t`(opens in a new tab)`}`}</span>;
}

export interface ExternalLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'target' | 'rel'
> {
  href: string;
  children: ReactNode;
}

/**
 * A link to one of the bank's other sites (the runtime configuration's `links`): it opens in a
 * new tab, without giving that page a hold on the portal, and says so to screen readers.
 */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <NewTabHint />
    </a>
  );
}
