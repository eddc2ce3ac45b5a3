import { Trans } from '@lingui/react/macro';
import { Body1 } from '@portal/shared/ui';

/** The page's first feature: replace it with the team's own. */
export function ReleasePageIntro() {
  return (
    <Body1 as="p">
      <Trans>This page is ready for its team.</Trans>
    </Body1>
  );
}
