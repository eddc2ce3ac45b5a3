export {
  CLOSED_STATUSES,
  holderCanCancel,
  isOpenRelease,
  isReleaseStatus,
  RELEASE_FEE_CURRENCY,
  RELEASE_FEES,
  RELEASE_KINDS,
  RELEASE_STATUSES,
  releaseMove,
  type ReleaseActor,
  type ReleaseKind,
  type ReleaseMoveRefusal,
  type ReleaseStatus,
} from './release-status.js';
export {
  checkReleaseFile,
  MAX_RELEASE_FILE_BYTES,
  RELEASE_FILE_PURPOSES,
  releaseFileType,
  type ReleaseFilePurpose,
  type ReleaseFileRefusal,
  type ReleaseFileType,
} from './release-files.js';
export {
  checkReleaseRequest,
  NEEDED_BY,
  PATIENT_RELATIONS,
  type NeededBy,
  type PatientRelation,
  type ReleaseProblem,
  type ReleaseRequest,
  type ReleaseRequestInput,
} from './release-request.js';
