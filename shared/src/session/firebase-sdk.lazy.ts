// The parts of the Firebase SDK the portal uses, in one module that is only ever loaded by
// dynamic import() (src/architecture.test.ts checks both). Named re-exports let webpack ship
// just these instead of the whole SDK; Google's popup resolver is in google-popup.lazy.ts.
export { getApp, getApps, initializeApp } from 'firebase/app';
export {
  GoogleAuthProvider,
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
} from 'firebase/auth';
