export {
  SECTIONS,
  SECTION_KEYS,
  MAX_DETAILS,
  MAX_TEXT,
  type FieldSpec,
  type SectionKey,
  type SectionSpec,
  type YesNo,
} from './questions.js';
export {
  isPhoneNumber,
  medicalFormDraftSchema,
  medicalFormSubmitSchema,
  sectionSubmitSchema,
} from './schemas.js';
export {
  answersForReview,
  checkDraft,
  checkSubmission,
  firstIncompleteSection,
  isSectionComplete,
  problemsOf,
  type AnswerProblem,
  type Checked,
  type FieldAnswer,
  type MedicalFormAnswers,
  type YesNoAnswer,
} from './answers.js';
