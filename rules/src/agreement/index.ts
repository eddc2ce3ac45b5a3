export {
  AGREEMENT_LANGUAGES,
  agreementTermsFor,
  isAgreementLanguage,
  STORAGE_AGREEMENT_VERSION,
  type AgreementKind,
  type AgreementLanguage,
  type AgreementPlan,
  type AgreementTerms,
} from './agreement-terms.js';
export {
  agreementDate,
  agreementMoney,
  agreementSections,
  agreementTitle,
  type AgreementSection,
} from './agreement-text.js';
