import { getConfig, mediaDown, useIsNarrow } from '@portal/shared';
import { Button, ExternalLink, Text, makeStyles, tokens } from '@portal/shared/ui';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@portal/shared/ui/dialogs';
import { CallRegular, ChatRegular, DismissRegular, MailRegular } from '@fluentui/react-icons';
import mascot from '../assets/support-mascot.svg';
import { Trans, useLingui } from '@lingui/react/macro';

const useStyles = makeStyles({
  surface: {
    [mediaDown('md')]: {
      width: '100vw',
      maxWidth: '100vw',
      height: '100dvh',
      maxHeight: '100dvh',
      borderRadius: 0,
    },
  },
  content: {
    display: 'grid',
    justifyItems: 'center',
    gap: tokens.spacingVerticalM,
    textAlign: 'center',
  },
  phone: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  tiles: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))',
    gap: tokens.spacingHorizontalM,
    width: '100%',
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  tile: {
    display: 'grid',
    justifyItems: 'center',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorBrandForeground1,
    textDecoration: 'none',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase300,
    ':hover': { backgroundColor: tokens.colorBrandBackground2 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  tileIcon: { fontSize: '28px' },
});

interface SupportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The Support dialog of spec §2: full-screen below md, Email hidden on narrow screens. */
export function SupportDialog({ open, onOpenChange }: SupportDialogProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const narrow = useIsNarrow();
  const { support, links } = getConfig();
  const { phone } = support;
  const dialable = phone.replace(/[^\d+]/g, '');
  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle
            action={
              <Button
                appearance="subtle"
                aria-label={t`Close`}
                icon={<DismissRegular />}
                onClick={() => onOpenChange(false)}
              />
            }
          >
            <Trans>Support</Trans>
          </DialogTitle>
          <DialogContent className={styles.content}>
            <img src={mascot} alt={t`Support mascot`} width={120} height={120} />
            <Text className={styles.phone}>{phone}</Text>
            <Text>
              <Trans>We respond quickly. Like, really quickly.</Trans>
            </Text>
            <ul className={styles.tiles} aria-label={t`Ways to reach support`}>
              {!narrow && (
                <li>
                  <a className={styles.tile} href={`mailto:${support.email}`}>
                    <MailRegular className={styles.tileIcon} />
                    <Trans>Email</Trans>
                  </a>
                </li>
              )}
              <li>
                <a className={styles.tile} href={`sms:${dialable}`}>
                  <ChatRegular className={styles.tileIcon} />
                  <Trans>Message</Trans>
                </a>
              </li>
              <li>
                <a className={styles.tile} href={`tel:${dialable}`}>
                  <CallRegular className={styles.tileIcon} />
                  <Trans>Call</Trans>
                </a>
              </li>
            </ul>
            <Text>
              <Trans>
                Answers to common questions are in our{' '}
                <ExternalLink href={links.helpCenter}>help center</ExternalLink>.
              </Trans>
            </Text>
            <Text>
              <Trans>
                Language assistance is available at no cost. Call{' '}
                <a href={`tel:${dialable}`}>{phone}</a>.
              </Trans>
            </Text>
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
