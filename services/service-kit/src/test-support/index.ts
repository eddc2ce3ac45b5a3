export {
  dripBody,
  openRawConnection,
  type RawAnswer,
  type RawConnection,
} from './raw-connection.js';
