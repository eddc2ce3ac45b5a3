import { Fragment, useId, type Ref } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import {
  agreementSections,
  agreementTitle,
  type AgreementLanguage,
  type AgreementTerms,
} from '@portal/rules/agreement';

// `@portal/shared/storage-agreement`, not a shared entry: the checkouts that show the
// agreement (remote-billing's review, the host's "Continue storage") carry it in their own
// lazy chunks, and no first load does.
const useStyles = makeStyles({
  // Bordered, and scrolled within when longer than a screen's part; focusable so a keyboard
  // scrolls it too.
  region: {
    maxHeight: '20rem',
    overflowY: 'auto',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  heading: {
    margin: `${tokens.spacingVerticalM} 0 0`,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightSemibold,
  },
  text: {
    margin: `${tokens.spacingVerticalXXS} 0 0`,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
});

interface StorageAgreementTextProps {
  terms: AgreementTerms;
  language: AgreementLanguage;
  /** The region, for a page that takes the parent to it when it opens. */
  ref?: Ref<HTMLElement>;
}

/**
 * The storage agreement for `terms` in `language`, exactly as the gateway's PDF reproduces it:
 * a bordered region named by its title, then each part's heading and text. The legal text is
 * versioned in @portal/rules/agreement, never in the catalogues.
 */
export function StorageAgreementText({ terms, language, ref }: StorageAgreementTextProps) {
  const styles = useStyles();
  const titleId = useId();
  return (
    <section
      ref={ref}
      className={styles.region}
      aria-labelledby={titleId}
      tabIndex={0}
      data-testid="storage-agreement"
    >
      <h3 id={titleId} className={styles.title}>
        {agreementTitle(terms, language)}
      </h3>
      {agreementSections(terms, language).map((section) => (
        <Fragment key={section.heading}>
          <h4 className={styles.heading}>{section.heading}</h4>
          <p className={styles.text}>{section.text}</p>
        </Fragment>
      ))}
    </section>
  );
}
