import type { ReactNode, Ref } from 'react';
import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@portal/shared/ui';

const useStyles = makeStyles({
  bar: {
    ':focus-visible': {
      outline: `2px solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    overflowWrap: 'anywhere',
  },
  title: { display: 'block' },
});

export interface NoticeProps {
  intent: 'info' | 'success' | 'warning' | 'error';
  title: string;
  children?: ReactNode;
  /** 'alert' for what needs attention now, 'status' for news; none for static content. */
  role?: 'alert' | 'status';
  /** -1 when the page moves focus to it. */
  tabIndex?: number;
  ref?: Ref<HTMLDivElement>;
}

/** A message in the card: an icon, a title on its own line, then the details. */
export function Notice({ intent, title, children, role, tabIndex, ref }: NoticeProps) {
  const styles = useStyles();
  return (
    <MessageBar
      ref={ref}
      intent={intent}
      layout="multiline"
      role={role}
      tabIndex={tabIndex}
      className={styles.bar}
    >
      <MessageBarBody className={styles.body}>
        <MessageBarTitle className={styles.title}>{title}</MessageBarTitle>
        {children}
      </MessageBarBody>
    </MessageBar>
  );
}
