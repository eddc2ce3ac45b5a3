/** `@portal/shared/ui/display`: avatar, badge, card, progress bar and image (see `@portal/shared/ui`). */
export { Avatar, Badge, Card, CardHeader, ProgressBar, Image } from '@fluentui/react-components';
