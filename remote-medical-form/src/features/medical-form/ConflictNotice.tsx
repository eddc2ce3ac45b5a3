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
  newer: MedicalFormAnswers,
  mine: MedicalFormAnswers,
): AnswerDifference[] {
  const differences: AnswerDifference[] = [];
  for (const section of SECTIONS) {
    for (const [name, spec] of Object.entries(section.fields)) {
      const a = displayAnswer(spec, newer[section.key]?.[name] as FieldAnswer);
      const b = displayAnswer(spec, mine[section.key]?.[name] as FieldAnswer);
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
  const differences = differencesOf(newer, mine);
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <div className={styles.box}>
          <MessageBarTitle>Your answers were changed somewhere else</MessageBarTitle>
          <Body1>
            This form was saved in another tab or on another device since you opened it. Nothing is
            lost: here are the newer answers and what you typed. Choose which to keep.
          </Body1>
          {differences.length > 0 && (
            <table className={styles.table}>
              <caption className={styles.cell}>Answers that differ</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.cell}>
                    Question
                  </th>
                  <th scope="col" className={styles.cell}>
                    Newer answer
                  </th>
                  <th scope="col" className={styles.cell}>
                    What you typed
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
              Keep what I typed
            </Button>
            <Button onClick={onUseNewer}>Use the newer answers</Button>
          </div>
        </div>
      </MessageBarBody>
    </MessageBar>
  );
}
