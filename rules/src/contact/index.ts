export {
  checkContactPreferences,
  type ContactPreferences,
  type ContactProblem,
} from './contact-preferences.js';
