// Google's popup sign-in machinery, loaded only when a parent presses the Google button.
export { browserPopupRedirectResolver } from 'firebase/auth';
