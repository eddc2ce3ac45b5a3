import { useState } from 'react';
import { reportError } from '@portal/shared';
import { AccountButton } from './AccountButton';
import type { AccountMenuProps } from './AccountMenu';
import { useProfile } from './api/use-profile';
import { useLingui } from '@lingui/react/macro';

type AccountMenuChunk = typeof import('./AccountMenu');

// Fluent's menu (menu, positioning, Floating UI: ~27 KB gzip) is not part of a portal page's
// first load: it loads when the pointer comes near the button or the button gets focus, and
// the menu replaces the button when the parent presses it.
let loaded: AccountMenuChunk | undefined;
let loading: Promise<AccountMenuChunk> | undefined;

function loadAccountMenu(): Promise<AccountMenuChunk> {
  loading ??= import('./AccountMenu').then(
    (chunk) => (loaded = chunk),
    (error: unknown) => {
      loading = undefined; // The next press tries again.
      throw error;
    },
  );
  return loading;
}

function preload(): void {
  loadAccountMenu().catch(() => undefined);
}

/** The avatar menu: the parent's initial and name, their profile, and 'Log Out'. */
export function AvatarMenu(props: Omit<AccountMenuProps, 'defaultOpen'>) {
  const { name, initial } = useProfile();
  const { t } = useLingui();
  // Once the menu's chunk is here (a later mount of the shell), the menu renders closed.
  const [menu, setMenu] = useState(() => (loaded ? { chunk: loaded, open: false } : null));

  if (menu) return <menu.chunk.AccountMenu {...props} defaultOpen={menu.open} />;

  const open = () => {
    loadAccountMenu().then(
      (chunk) => setMenu({ chunk, open: true }),
      (error: unknown) => reportError(error, { tags: { area: 'shell', action: 'accountMenu' } }),
    );
  };
  return (
    <AccountButton
      compact={props.compact}
      label={name ?? t`Your account`}
      initial={initial}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={open}
    />
  );
}
