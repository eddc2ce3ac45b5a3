export {
  CHECKLIST_ITEMS,
  checkPickupRequest,
  KIT_LOCATIONS,
  LOCATION_TYPES,
  MAX_HOURS_COLLECTION_TO_LAB,
  MAX_WINDOW_DAYS_AHEAD,
  PICKUP_WINDOW_HOURS,
  pickupRequestShape,
  tooLateMessage,
  type ChecklistItem,
  type PickupProblem,
  type PickupRequest,
  type PickupRequestCheck,
  type PickupRequestInput,
} from './pickup-request.js';
export {
  alreadyDispatchedMessage,
  isActivePickup,
  isChangeable,
  movesForward,
  PICKUP_TIMELINE,
  requestAction,
  type PickupStatus,
  type PickupTimelineStatus,
} from './pickup-status.js';
export { isPhoneNumber } from './phone.js';
export { instantOf, isTimeOfDay, isTimeZone, localTimeZone, wallClockIn } from './time-zones.js';
