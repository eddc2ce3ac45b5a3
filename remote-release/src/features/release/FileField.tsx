import { useLingui } from '@lingui/react/macro';
import { Field, makeStyles, tokens } from '@portal/shared/ui';

const useStyles = makeStyles({
  input: {
    maxWidth: '100%',
    padding: `${tokens.spacingVerticalS} 0`,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
  },
  chosen: { margin: 0, overflowWrap: 'anywhere', color: tokens.colorNeutralForeground2 },
});

/** The types a release file may be (the gateway checks the content again). */
export const RELEASE_FILE_ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

export interface FileFieldProps {
  label: string;
  hint: string;
  required?: boolean;
  multiple?: boolean;
  /** The names of the files chosen (a browser's file input forgets nothing but shows one). */
  chosen: readonly string[];
  validationMessage?: string;
  onFiles: (files: File[]) => void;
}

/** A file input in a Fluent field: its label, hint and problem tied to it for screen readers. */
export function FileField(props: FileFieldProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const names = props.chosen.join(', ');
  return (
    <Field
      label={props.label}
      hint={props.hint}
      required={props.required}
      validationMessage={props.validationMessage}
      validationState={props.validationMessage ? 'error' : 'none'}
    >
      {(fieldProps) => (
        <>
          <input
            {...fieldProps}
            type="file"
            className={styles.input}
            accept={RELEASE_FILE_ACCEPT}
            multiple={props.multiple}
            onChange={(event) => {
              props.onFiles([...(event.currentTarget.files ?? [])]);
            }}
          />
          {names && <p className={styles.chosen}>{t`Chosen: ${names}`}</p>}
        </>
      )}
    </Field>
  );
}
