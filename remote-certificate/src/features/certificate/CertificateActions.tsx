import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { analytics, notify, reportError } from '@portal/shared';
import { Button, makeStyles, tokens } from '@portal/shared/ui';
import { ArrowDownloadRegular, PrintRegular } from '@fluentui/react-icons';
import type { CertificatePdfContent } from './certificate-pdf';
import { saveFile } from './save-file';

const useStyles = makeStyles({
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    '@media print': { display: 'none' },
  },
});

/**
 * Print and Download PDF. The PDF code (jsPDF) loads only when the parent asks for it, and is
 * made in the parent's language.
 */
export function CertificateActions({ content }: { content: CertificatePdfContent }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const [making, setMaking] = useState(false);

  const download = async () => {
    setMaking(true);
    try {
      const { PDF_FILE_NAME, buildCertificatePdf } = await import('./certificate-pdf');
      saveFile(buildCertificatePdf(content, i18n), i18n._(PDF_FILE_NAME), 'application/pdf');
      // The event's name only: certificate values never reach analytics.
      analytics.track('Certificate Downloaded', {});
    } catch {
      reportError(new Error('The certificate PDF could not be made.'), {
        tags: { area: 'certificate' },
      });
      notify({
        intent: 'error',
        message: t`We could not make the PDF just now. Please try again, or print the page instead.`,
      });
    } finally {
      setMaking(false);
    }
  };

  const print = () => {
    analytics.track('Certificate Printed', {});
    window.print();
  };

  return (
    <div className={styles.actions}>
      <Button
        appearance="primary"
        icon={<ArrowDownloadRegular />}
        onClick={() => void download()}
        disabledFocusable={making}
      >
        {making ? t`Preparing PDF…` : t`Download PDF`}
      </Button>
      <Button icon={<PrintRegular />} onClick={print}>
        <Trans>Print</Trans>
      </Button>
    </div>
  );
}
