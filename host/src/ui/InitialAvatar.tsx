import { PersonRegular } from '@fluentui/react-icons';
import { makeStyles, tokens } from '@portal/shared/ui';

// Fluent's brand Avatar at 28 px, drawn with its tokens: the header is on every signed-in
// first load, and Fluent's Avatar brings its display entry and Tabster with it (~40 KB gz).
const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    boxSizing: 'border-box',
    width: '28px',
    height: '28px',
    borderRadius: tokens.borderRadiusCircular,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: 1,
    color: tokens.colorNeutralForegroundStaticInverted,
    backgroundColor: tokens.colorBrandBackgroundStatic,
    userSelect: 'none',
  },
  icon: { fontSize: '16px' },
});

/** A round badge with the parent's initial (a person when there is none); decorative. */
export function InitialAvatar({ initial }: { initial: string | null }) {
  const styles = useStyles();
  return (
    <span className={styles.root} aria-hidden data-testid="initial-avatar">
      {initial ?? <PersonRegular className={styles.icon} />}
    </span>
  );
}
