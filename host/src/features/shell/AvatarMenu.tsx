import { Button } from '@portal/shared/ui';
import {
  Menu,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@portal/shared/ui/menus';
import { Avatar } from '@portal/shared/ui/display';
import { useSignOut } from './use-sign-out';
import { useProfile } from './use-profile';

interface AvatarMenuProps {
  /** Narrow screens: the button shows only the avatar; the name is inside the menu. */
  compact: boolean;
  onOpenProfile: () => void;
}

/** The avatar menu: the parent's initial and name, their profile, and 'Log Out'. */
export function AvatarMenu({ compact, onOpenProfile }: AvatarMenuProps) {
  const { name, email, initial } = useProfile();
  const signOut = useSignOut();
  const label = name ?? 'Your account';
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          // The visible name is the accessible name (WCAG 2.5.3); compact shows none.
          aria-label={compact ? `Account menu for ${label}` : undefined}
          icon={<Avatar initials={initial ?? undefined} color="brand" size={28} aria-hidden />}
        >
          {compact ? null : label}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader>{name ?? email}</MenuGroupHeader>
            <MenuItem onClick={onOpenProfile}>Your profile</MenuItem>
            <MenuItem onClick={signOut}>Log Out</MenuItem>
          </MenuGroup>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
