import { Link, MessageBar, MessageBarBody } from '@portal/shared/ui';
import { telHref } from './support-phone';

export interface PickupNoticeProps {
  message: string;
  /** The support number to call; none when support cannot help (access revoked). */
  supportPhone?: string;
}

/** What the gateway said when a request or a cancel failed, with the support number. */
export function PickupNotice({ message, supportPhone }: PickupNoticeProps) {
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>
        {message}
        {supportPhone && (
          <>
            {' '}
            <Link href={telHref(supportPhone)}>Call {supportPhone}</Link>
          </>
        )}
      </MessageBarBody>
    </MessageBar>
  );
}
