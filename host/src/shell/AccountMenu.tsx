import {
  Menu,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@portal/shared/ui/menus';
import { getConfig } from '@portal/shared';
import { NewTabHint } from '@portal/shared/ui';
import { AccountButton } from './AccountButton';
import { useSignOut } from './use-sign-out';
import { useProfile } from './api/use-profile';
import { Trans, useLingui } from '@lingui/react/macro';

export interface AccountMenuProps {
  compact: boolean;
  onOpenProfile: () => void;
  /** Open on first render: the parent pressed the button before this chunk had loaded. */
  defaultOpen?: boolean;
}

/** The avatar menu itself (Fluent's menu): the parent's name, their profile, the referral page, and 'Log Out'. */
export function AccountMenu({ compact, onOpenProfile, defaultOpen = false }: AccountMenuProps) {
  const { name, email, initial } = useProfile();
  const signOut = useSignOut();
  const { t } = useLingui();
  return (
    <Menu defaultOpen={defaultOpen}>
      <MenuTrigger disableButtonEnhancement>
        <AccountButton compact={compact} label={name ?? t`Your account`} initial={initial} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader>{name ?? email}</MenuGroupHeader>
            <MenuItem onClick={onOpenProfile}>
              <Trans>Your profile</Trans>
            </MenuItem>
            <MenuItem
              onClick={() =>
                window.open(getConfig().links.referral, '_blank', 'noopener,noreferrer')
              }
            >
              <Trans>Refer a friend</Trans>
              <NewTabHint />
            </MenuItem>
            <MenuItem onClick={signOut}>
              <Trans>Log Out</Trans>
            </MenuItem>
          </MenuGroup>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
