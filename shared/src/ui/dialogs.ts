/** `@portal/shared/ui/dialogs`: Fluent's dialog parts and the portal's Dialog (see `@portal/shared/ui`). */
export {
  DialogTrigger,
  DialogSurface,
  DialogBody,
  DialogTitle,
  DialogContent,
  DialogActions,
} from '@fluentui/react-components';
export { Dialog } from './Dialog';
