export {
  checkContactPreferences,
  type ContactPreferences,
  type ContactPreferencesInput,
  type ContactProblem,
} from './contact-preferences.js';
