import { makeStyles } from '@portal/shared/ui';

/** Text for screen readers only: in the page's reading order, not drawn. */
export const useScreenReaderOnlyStyles = makeStyles({
  text: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});
