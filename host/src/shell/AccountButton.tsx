import type { ComponentPropsWithRef } from 'react';
import { Button } from '@portal/shared/ui';
import { InitialAvatar } from '../ui/InitialAvatar';
import { useLingui } from '@lingui/react/macro';

// What MenuTrigger adds (ref, handlers, aria-expanded) passes through to the button.
interface AccountButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** Narrow screens: the button shows only the avatar; the name is inside the menu. */
  compact: boolean;
  label: string;
  initial: string | null;
}

/** The header's account button: the parent's initial and, on wide screens, their name. */
export function AccountButton({ compact, label, initial, ...rest }: AccountButtonProps) {
  const { t } = useLingui();
  return (
    <Button
      appearance="subtle"
      // The visible name is the accessible name (WCAG 2.5.3); compact shows none.
      aria-label={compact ? t`Account menu for ${label}` : undefined}
      aria-haspopup="menu"
      icon={<InitialAvatar initial={initial} />}
      {...rest}
    >
      {compact ? null : label}
    </Button>
  );
}
