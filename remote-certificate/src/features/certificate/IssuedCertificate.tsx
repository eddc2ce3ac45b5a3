import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from '@portal/shared/router';
import { HEADER_HEIGHT, mediaUp } from '@portal/shared';
import { Body1, Caption1, Subtitle1, makeStyles, mergeClasses, tokens } from '@portal/shared/ui';
import { explanationHref, fieldId, type CertificateField } from '../../common/certificate-fields';
import { UnitBarcode } from './UnitBarcode';

const useStyles = makeStyles({
  document: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingVerticalL,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderTop: `6px solid ${tokens.colorBrandBackground}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    [mediaUp('md')]: { padding: tokens.spacingHorizontalXXL },
    '@media print': {
      border: 'none',
      borderRadius: 0,
      padding: 0,
      gap: tokens.spacingVerticalM,
    },
  },
  heading: { margin: 0 },
  title: { display: 'grid', gap: tokens.spacingVerticalXS },
  unit: { display: 'grid', gap: tokens.spacingVerticalXS, justifyItems: 'start' },
  list: {
    display: 'grid',
    margin: 0,
    gap: tokens.spacingVerticalS,
    '@media print': { gap: tokens.spacingVerticalXXS },
  },
  row: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    paddingBlock: tokens.spacingVerticalXS,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    scrollMarginTop: `${HEADER_HEIGHT.large + 16}px`,
    outline: 'none',
    [mediaUp('sm')]: { gridTemplateColumns: '14rem 1fr', columnGap: tokens.spacingHorizontalL },
    '@media print': {
      gridTemplateColumns: '16rem 1fr',
      columnGap: tokens.spacingHorizontalL,
      breakInside: 'avoid',
    },
  },
  label: { color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, display: 'grid', gap: tokens.spacingVerticalXXS },
  link: {
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase400,
    textDecorationColor: tokens.colorBrandStroke1,
    textUnderlineOffset: '3px',
    overflowWrap: 'anywhere',
    '@media print': { textDecoration: 'none', color: '#000000' },
  },
  emphasis: { fontWeight: tokens.fontWeightSemibold },
  detail: { color: tokens.colorNeutralForeground2 },
  srOnly: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

const PRINT_PAGE = '@media print { @page { size: A4; margin: 16mm; } }';

interface IssuedCertificateProps {
  fields: CertificateField[];
  unitId: string;
  issueDate: string;
}

/** The issued certificate: the document a family keeps. Each value links to its meaning. */
export function IssuedCertificate({ fields, unitId, issueDate }: IssuedCertificateProps) {
  const styles = useStyles();
  return (
    <article className={styles.document} aria-labelledby="certificate-heading">
      {/* The printed sheet's margins (Griffel cannot write an @page rule). */}
      <style>{PRINT_PAGE}</style>
      <div className={styles.title}>
        <Subtitle1 as="h2" id="certificate-heading" className={styles.heading}>
          <Trans comment="Review: legal">Certificate of cord blood stem cell storage</Trans>
        </Subtitle1>
        <Body1>
          <Trans comment="Review: legal">Issued {issueDate} by the processing lab.</Trans>
        </Body1>
      </div>
      <div className={styles.unit}>
        <UnitBarcode unitId={unitId} />
        <Caption1>
          <Trans>Unit ID {unitId}</Trans>
        </Caption1>
      </div>
      <dl className={styles.list}>
        {fields.map((field) => (
          <div key={field.id} id={fieldId(field.id)} className={styles.row} tabIndex={-1}>
            <dt className={styles.label}>{field.label}</dt>
            <dd className={styles.value}>
              <RouterLink
                to={explanationHref(field.id)}
                className={mergeClasses(
                  styles.link,
                  (field.id === 'child-name' || field.id === 'unit-id') && styles.emphasis,
                )}
              >
                {field.value}
                <span className={styles.srOnly}>
                  <Trans>, what this means</Trans>
                </span>
              </RouterLink>
              {field.detail && <Caption1 className={styles.detail}>{field.detail}</Caption1>}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
