import { ACCESS_REVOKED_MESSAGE } from '@portal/shared/graphql';
import { MessageBar, MessageBarBody } from '@portal/shared/ui';

/** The account holder ended this parent's access: said at once, the answers stay on the page. */
export function AccessRevokedNotice() {
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>{ACCESS_REVOKED_MESSAGE}</MessageBarBody>
    </MessageBar>
  );
}
