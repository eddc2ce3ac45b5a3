import { usePageTitle, useSelectedChild } from '@portal/shared';
import { Body1, Title2, makeStyles, tokens } from '@portal/shared/ui';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '48rem' },
});

export function MedicalFormPage() {
  const styles = useStyles();
  const child = useSelectedChild();
  usePageTitle('Medical Health Form');
  return (
    <section className={styles.page} aria-labelledby="medicalForm-title">
      <Title2 as="h1" id="medicalForm-title">
        Medical Health Form
      </Title2>
      {child.name && <Body1>For {child.name}</Body1>}
    </section>
  );
}
