import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { routes } from '@portal/shared';
import { Link as RouterLink } from '@portal/shared/router';
import { Body1, Button, Caption1, Spinner, makeStyles, tokens } from '@portal/shared/ui';
import type { ChildDocumentsQuery } from './api/documents.generated';
import { downloadDocument, type DownloadProblem } from './download-document';

export type FamilyDocument = NonNullable<ChildDocumentsQuery['order']>['documents'][number];

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalS,
  },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  what: { display: 'grid', gap: tokens.spacingVerticalXXS, minWidth: 0, overflowWrap: 'anywhere' },
  title: { fontWeight: tokens.fontWeightSemibold },
  details: { color: tokens.colorNeutralForeground2 },
  link: { color: tokens.colorBrandForegroundLink },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

const intlLocale = (locale: string) => (locale === 'es' ? 'es-US' : 'en-US');

/** A child's documents, newest first, each with its date, kind and a way to get it. */
export function DocumentList({ documents }: { documents: readonly FamilyDocument[] }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ id: string; why: DownloadProblem } | null>(null);
  const date = (instant: string) =>
    new Intl.DateTimeFormat(intlLocale(i18n.locale), { dateStyle: 'long' }).format(
      new Date(instant),
    );
  const titleOf = (document: FamilyDocument) => {
    const year = document.planYear ?? 1;
    switch (document.kind) {
      case 'CERTIFICATE':
        return t`Stem cell certificate`;
      case 'AGREEMENT':
        return document.title.endsWith('(gift)')
          ? t`Storage agreement (gift)`
          : t`Storage agreement`;
      case 'STATEMENT':
        return t`Statement, plan year ${year}`;
      default:
        return document.title;
    }
  };
  const kindOf = (document: FamilyDocument) => {
    switch (document.kind) {
      case 'CERTIFICATE':
        return t`Certificate`;
      case 'AGREEMENT':
        return t`Agreement`;
      case 'STATEMENT':
        return t`Statement`;
      default:
        return t`From the bank`;
    }
  };

  const download = async (document: FamilyDocument) => {
    if (!document.downloadPath || busy) return;
    setBusy(document.id);
    setProblem(null);
    // A statement is drawn in the page's language (an agreement in the one it was accepted in).
    const spanish = document.kind === 'STATEMENT' && i18n.locale.startsWith('es');
    const why = await downloadDocument(
      spanish ? `${document.downloadPath}?language=es` : document.downloadPath,
    );
    setBusy(null);
    if (why) setProblem({ id: document.id, why });
  };

  return (
    <ul className={styles.list} aria-label={t`Your documents`}>
      {documents.map((document) => {
        const title = titleOf(document);
        const on = date(document.date);
        const kind = kindOf(document);
        return (
          <li key={document.id} className={styles.row}>
            <span className={styles.what}>
              <Body1 className={styles.title}>{title}</Body1>
              <Caption1 className={styles.details}>
                <Trans>
                  {kind} · {on}
                </Trans>
              </Caption1>
            </span>
            {document.downloadPath ? (
              <Button
                appearance="primary"
                aria-label={t`Download ${title}`}
                disabledFocusable={busy === document.id}
                aria-busy={busy === document.id}
                icon={busy === document.id ? <Spinner size="extra-tiny" aria-hidden /> : undefined}
                onClick={() => void download(document)}
              >
                <Trans>Download</Trans>
              </Button>
            ) : (
              <RouterLink to={routes.stemCellKey} className={styles.link}>
                <Trans>Open the certificate</Trans>
              </RouterLink>
            )}
            {problem?.id === document.id && (
              <Body1 as="p" role="alert" className={styles.error}>
                {problem.why === 'refused'
                  ? t`This document is not available to your account.`
                  : t`We could not download this document just now. Please try again in a moment.`}
              </Body1>
            )}
          </li>
        );
      })}
    </ul>
  );
}
