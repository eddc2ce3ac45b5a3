import { usePageTitle } from '@portal/shared';
import { Body1, Button, Spinner, Title2, makeStyles, tokens } from '@portal/shared/ui';
import { ContactSettingsForm } from '../features/contact-settings/ContactSettingsForm';
import { useNotificationSettings } from '../features/contact-settings/api/use-notification-settings';
import { Trans, useLingui } from '@lingui/react/macro';

const useStyles = makeStyles({
  page: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    width: '100%',
    maxWidth: '40rem',
    minWidth: 0,
  },
  intro: { display: 'grid', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  text: { margin: 0, overflowWrap: 'anywhere' },
  failed: { display: 'grid', gap: tokens.spacingVerticalS, justifyItems: 'start' },
  loading: { justifySelf: 'start' },
});

/**
 * The parent's notification settings (`/portal/profile/notifications`): the mobile number and
 * mailing address, and for each kind of notification whether it is also sent by email or text
 * message. Every notification appears under the bell whatever is chosen here.
 */
export function NotificationSettingsPage() {
  const styles = useStyles();
  const { t } = useLingui();
  usePageTitle(t`Notification settings`);
  const { settings, loading, error, refetch } = useNotificationSettings();

  return (
    <section className={styles.page} aria-labelledby="notification-settings-title">
      <div className={styles.intro}>
        <Title2 as="h1" id="notification-settings-title" className={styles.heading}>
          <Trans>Notification settings</Trans>
        </Title2>
        <Body1 as="p" className={styles.text}>
          <Trans>
            Choose how you hear about your child&apos;s journey. Every notification also appears
            under the bell at the top of the portal.
          </Trans>
        </Body1>
        <Body1 as="p" className={styles.text}>
          <Trans>
            Emails and text messages never include health details: they tell you something changed
            and link to the portal.
          </Trans>
        </Body1>
      </div>
      {settings ? (
        <ContactSettingsForm settings={settings} />
      ) : loading || !error ? (
        <Spinner className={styles.loading} label={t`Loading your settings…`} />
      ) : (
        <div className={styles.failed}>
          <Body1 as="p" role="alert" className={styles.text}>
            <Trans>We could not load your settings.</Trans>
          </Body1>
          <Button onClick={() => void refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}
