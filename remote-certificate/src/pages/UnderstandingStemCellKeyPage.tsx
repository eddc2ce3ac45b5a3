import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@portal/shared/router';
import { HEADER_HEIGHT, routes, usePageTitle } from '@portal/shared';
import { useSelectedChild } from '@portal/shared/graphql';
import { Body1, Subtitle1, Title2, makeStyles, tokens } from '@portal/shared/ui';
import {
  CERTIFICATE_FIELD_IDS,
  FIELD_LABELS,
  certificateHref,
  explanationId,
} from '../common/certificate-fields';
import { EXPLANATIONS } from '../features/explainer/explanations';
import { useScrollToHash } from '../features/navigation/use-scroll-to-hash';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '48rem' },
  heading: { margin: 0 },
  contents: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, lineHeight: '1.8' },
  section: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalM,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  target: { margin: 0, outline: 'none', scrollMarginTop: `${HEADER_HEIGHT.large + 16}px` },
  typical: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    borderLeft: `4px solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

/** A plain-language explanation of every field of the certificate; no certificate needed. */
export function UnderstandingStemCellKeyPage() {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const child = useSelectedChild();
  const childName = child.name;
  usePageTitle(t`Understanding your Stem Cell Certificate`);
  useScrollToHash();
  return (
    <section className={styles.page} aria-labelledby="understandingStemCellKey-title">
      <Title2 as="h1" id="understandingStemCellKey-title" className={styles.heading}>
        <Trans>Understanding your Stem Cell Certificate</Trans>
      </Title2>
      <Body1>
        {childName ? (
          <Trans>
            Once the lab has processed and tested the cord blood, it issues a certificate with the
            details of the stored unit for {childName}.
          </Trans>
        ) : (
          <Trans>
            Once the lab has processed and tested the cord blood, it issues a certificate with the
            details of the stored unit.
          </Trans>
        )}{' '}
        <Trans comment="Review: legal">
          Here is what each line means, in plain words. The usual ranges are a general guide, not
          medical advice: if you have a question about your numbers, our support team is glad to
          help.
        </Trans>
      </Body1>
      <Body1>
        <RouterLink to={routes.stemCellKey}>
          <Trans>Back to your certificate</Trans>
        </RouterLink>
      </Body1>
      <nav aria-labelledby="explainer-contents">
        <Subtitle1 as="h2" id="explainer-contents" className={styles.heading}>
          <Trans>On the certificate</Trans>
        </Subtitle1>
        <ul className={styles.contents}>
          {CERTIFICATE_FIELD_IDS.map((id) => (
            <li key={id}>
              <RouterLink to={`#${explanationId(id)}`}>{i18n._(FIELD_LABELS[id])}</RouterLink>
            </li>
          ))}
        </ul>
      </nav>
      {CERTIFICATE_FIELD_IDS.map((id) => {
        const explanation = EXPLANATIONS[id];
        return (
          <section key={id} className={styles.section} aria-labelledby={explanationId(id)}>
            <Subtitle1 as="h2" id={explanationId(id)} className={styles.target} tabIndex={-1}>
              {i18n._(FIELD_LABELS[id])}
            </Subtitle1>
            {explanation.body.map((paragraph) => (
              <Body1 as="p" key={paragraph.id} className={styles.heading}>
                {i18n._(paragraph)}
              </Body1>
            ))}
            {explanation.typical && (
              <Body1 as="p" className={styles.typical}>
                <strong>
                  <Trans>What is usual:</Trans>{' '}
                </strong>
                {i18n._(explanation.typical)}
              </Body1>
            )}
            <Body1>
              <RouterLink to={certificateHref(id)}>
                <Trans>Back to your certificate</Trans>
              </RouterLink>
            </Body1>
          </section>
        );
      })}
    </section>
  );
}
