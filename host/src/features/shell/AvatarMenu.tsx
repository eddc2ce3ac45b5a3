import {
  Avatar,
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@portal/shared/ui';
import { useSignOut } from './use-sign-out';
import { useProfile } from './use-profile';

/** The avatar menu: the parent's initial and name, with 'Log Out'. */
export function AvatarMenu({ compact }: { compact: boolean }) {
  const { name, initial } = useProfile();
  const signOut = useSignOut();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          // The visible name is the accessible name (WCAG 2.5.3); compact shows none.
          aria-label={compact ? `Account menu for ${name}` : undefined}
          icon={<Avatar initials={initial} color="brand" size={28} aria-hidden />}
        >
          {compact ? null : name}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={signOut}>Log Out</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
