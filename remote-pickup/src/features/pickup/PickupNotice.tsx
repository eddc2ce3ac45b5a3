import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, MessageBar, MessageBarBody } from '@portal/shared/ui';
import { telHref } from './support-phone';

export interface PickupNoticeProps {
  message: MessageDescriptor;
  /** The support number to call; none when support cannot help (access revoked). */
  supportPhone?: string;
}

/** What the gateway said when a request or a cancel failed, with the support number. */
export function PickupNotice({ message, supportPhone }: PickupNoticeProps) {
  const { i18n } = useLingui();
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>
        {i18n._(message)}
        {supportPhone && (
          <>
            {' '}
            <Link href={telHref(supportPhone)}>
              <Trans>Call {supportPhone}</Trans>
            </Link>
          </>
        )}
      </MessageBarBody>
    </MessageBar>
  );
}
