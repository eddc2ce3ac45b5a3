import { Fragment } from 'react';
import { agreementSections, agreementTitle } from '@portal/rules/agreement';
import { Body1, makeStyles, tokens } from '@portal/shared/ui';
import type { ShownAgreement } from './checkout-flow';

const useStyles = makeStyles({
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
  text: { margin: `${tokens.spacingVerticalXXS} 0 0` },
});

interface AgreementTextProps {
  agreement: ShownAgreement;
  /** The id of its title, which names the region it is shown in. */
  titleId: string;
}

/**
 * The storage agreement's wording for its terms, in its language, exactly as the gateway's PDF
 * reproduces it: its title, then each part's heading and text. Legal text versioned in
 * @portal/rules/agreement, never in the catalogues; a chunk of its own, loaded on the review.
 */
export function AgreementText({ agreement, titleId }: AgreementTextProps) {
  const styles = useStyles();
  const { terms, language } = agreement;
  return (
    <>
      <h3 id={titleId} className={styles.title}>
        {agreementTitle(terms, language)}
      </h3>
      {agreementSections(terms, language).map((section) => (
        <Fragment key={section.heading}>
          <h4 className={styles.heading}>{section.heading}</h4>
          <Body1 as="p" className={styles.text}>
            {section.text}
          </Body1>
        </Fragment>
      ))}
    </>
  );
}
