export { bearerTokenOf } from './bearer-token.js';
export {
  firebaseTokenVerifier,
  TokenRejectedError,
  type IdTokenVerifier,
  type TokenRejection,
  type VerifiedToken,
} from './firebase-token-verifier.js';
export { hasStaffClaim, STAFF_CLAIMS } from './staff-role.js';
