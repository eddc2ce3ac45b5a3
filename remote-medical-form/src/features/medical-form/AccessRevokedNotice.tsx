import { Trans } from '@lingui/react/macro';
import { MessageBar, MessageBarBody } from '@portal/shared/ui';

/**
 * The account holder ended this parent's access: said at once, the answers stay on the page.
 * The gateway's refusal (FORBIDDEN, ACCESS_REVOKED) in the parent's language; its English is
 * @portal/shared's ACCESS_REVOKED_MESSAGE.
 */
export function AccessRevokedNotice() {
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>
        <Trans>
          You no longer have access to this child's journey. Ask the account holder to invite you
          again.
        </Trans>
      </MessageBarBody>
    </MessageBar>
  );
}
