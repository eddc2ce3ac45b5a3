import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { SECTIONS, type FieldAnswer, type MedicalFormAnswers } from '@portal/rules/medical-form';
import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@portal/shared/ui';
import { displayAnswer } from './display';
import { localizedField } from './question-texts';

const useStyles = makeStyles({
  box: { display: 'grid', gap: tokens.spacingVerticalM },
  table: { borderCollapse: 'collapse', width: '100%' },
  cell: {
    textAlign: 'left',
    verticalAlign: 'top',
    padding: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    overflowWrap: 'anywhere',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

export interface AnswerDifference {
  key: string;
  question: string;
  newer: string;
  mine: string;
}

/** The answers that differ between the newer version and what the parent typed. */
export function differencesOf(
  i18n: I18n,
  newer: MedicalFormAnswers,
  mine: MedicalFormAnswers,
): AnswerDifference[] {
  const differences: AnswerDifference[] = [];
  for (const section of SECTIONS) {
    for (const [name, rulesSpec] of Object.entries(section.fields)) {
      const spec = localizedField(i18n, section.key, name, rulesSpec);
      const a = displayAnswer(i18n, spec, newer[section.key]?.[name] as FieldAnswer);
      const b = displayAnswer(i18n, spec, mine[section.key]?.[name] as FieldAnswer);
      if (a !== b) {
        differences.push({
          key: `${section.key}.${name}`,
          question: spec.label,
          newer: a,
          mine: b,
        });
      }
    }
  }
  return differences;
}

export interface ConflictNoticeProps {
  newer: MedicalFormAnswers;
  mine: MedicalFormAnswers;
  onKeepMine: () => void;
  onUseNewer: () => void;
}

/** Another tab or device saved first: both versions side by side, the parent chooses. */
export function ConflictNotice({ newer, mine, onKeepMine, onUseNewer }: ConflictNoticeProps) {
  const styles = useStyles();
  const { i18n } = useLingui();
  const differences = differencesOf(i18n, newer, mine);
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <div className={styles.box}>
          <MessageBarTitle>
            <Trans>Your answers were changed somewhere else</Trans>
          </MessageBarTitle>
          <Body1>
            <Trans>
              This form was saved in another tab or on another device since you opened it. Nothing
              is lost: here are the newer answers and what you typed. Choose which to keep.
            </Trans>
          </Body1>
          {differences.length > 0 && (
            <table className={styles.table}>
              <caption className={styles.cell}>
                <Trans>Answers that differ</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.cell}>
                    <Trans>Question</Trans>
                  </th>
                  <th scope="col" className={styles.cell}>
                    <Trans>Newer answer</Trans>
                  </th>
                  <th scope="col" className={styles.cell}>
                    <Trans>What you typed</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {differences.map((difference) => (
                  <tr key={difference.key}>
                    <th scope="row" className={styles.cell}>
                      {difference.question}
                    </th>
                    <td className={styles.cell}>{difference.newer}</td>
                    <td className={styles.cell}>{difference.mine}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div className={styles.actions}>
            <Button appearance="primary" onClick={onKeepMine}>
              <Trans>Keep what I typed</Trans>
            </Button>
            <Button onClick={onUseNewer}>
              <Trans>Use the newer answers</Trans>
            </Button>
          </div>
        </div>
      </MessageBarBody>
    </MessageBar>
  );
}
