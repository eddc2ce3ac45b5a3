/** `@portal/shared/ui/menus`: Fluent's menu parts (see `@portal/shared/ui`). */
export {
  Menu,
  MenuTrigger,
  MenuPopover,
  MenuList,
  MenuItem,
  MenuGroup,
  MenuGroupHeader,
} from '@fluentui/react-components';
