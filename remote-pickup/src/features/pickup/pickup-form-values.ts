import { localTimeZone, wallClockIn, type PickupRequestInput } from '@portal/rules/pickup';
import type {
  PickupChecklistItem,
  PickupDetailsFragment,
  PickupInput,
  PickupKitLocation,
  PickupLocationType,
} from './api/pickup.generated';

/** What the form holds: text as typed (never stored anywhere but this component's state). */
export interface PickupFormValues {
  locationType: PickupLocationType;
  place: string;
  address: string;
  floorUnit: string;
  room: string;
  kitLocation: PickupKitLocation | '';
  timeZone: string;
  birthDate: string;
  birthTime: string;
  collectionDate: string;
  collectionTime: string;
  contactPhone: string;
  alternatePhone: string;
  notes: string;
  windowMode: 'ASAP' | 'LATER';
  preferredWindowStart: string;
  checklist: PickupChecklistItem[];
}

/**
 * A new request. The pick-up place starts as the delivery hospital the parent named in the
 * medical form, when there is one (editable like any other answer).
 */
export function emptyPickupForm(
  timeZone = localTimeZone(),
  hospital?: { name: string; city: string | null } | null,
): PickupFormValues {
  return {
    locationType: 'HOSPITAL',
    place: hospital?.name ?? '',
    address: hospital?.city ?? '',
    floorUnit: '',
    room: '',
    kitLocation: '',
    timeZone,
    birthDate: '',
    birthTime: '',
    collectionDate: '',
    collectionTime: '',
    contactPhone: '',
    alternatePhone: '',
    notes: '',
    windowMode: 'ASAP',
    preferredWindowStart: '',
    checklist: [],
  };
}

/** The form for changing a request: its values, with its times on the hospital's clock. */
export function pickupFormFrom(pickup: PickupDetailsFragment): PickupFormValues {
  const zone = pickup.timeZone ?? localTimeZone();
  const wall = (instant: string | null) => (instant ? wallClockIn(new Date(instant), zone) : null);
  const birth = wall(pickup.birthAt);
  const collection = wall(pickup.collectionAt);
  const window = wall(pickup.preferredWindowStartAt);
  return {
    locationType: pickup.locationType,
    place: pickup.place,
    address: pickup.address,
    floorUnit: pickup.floorUnit ?? '',
    room: pickup.room ?? '',
    kitLocation: pickup.kitLocation ?? '',
    timeZone: zone,
    birthDate: birth?.date ?? '',
    birthTime: birth?.time ?? '',
    collectionDate: collection?.date ?? pickup.collectionDate,
    collectionTime: collection?.time ?? pickup.collectionTime,
    contactPhone: pickup.contactPhone,
    alternatePhone: pickup.alternatePhone ?? '',
    notes: pickup.notes ?? '',
    windowMode: window ? 'LATER' : 'ASAP',
    preferredWindowStart: window ? `${window.date}T${window.time}` : '',
    checklist: [...pickup.checklist],
  };
}

/** The request as the rules and the gateway read it. */
export function pickupInputOf(values: PickupFormValues): PickupInput & PickupRequestInput {
  const optional = (text: string) => (text.trim() === '' ? null : text);
  return {
    locationType: values.locationType,
    place: values.place,
    address: values.address,
    floorUnit: optional(values.floorUnit),
    room: optional(values.room),
    // An unchosen kit location is sent as-is for the rules to name; GraphQL never sees it.
    kitLocation: values.kitLocation as PickupKitLocation,
    timeZone: values.timeZone,
    birthDate: values.birthDate,
    birthTime: values.birthTime,
    collectionDate: values.collectionDate,
    collectionTime: values.collectionTime,
    contactPhone: values.contactPhone,
    alternatePhone: optional(values.alternatePhone),
    notes: optional(values.notes),
    preferredWindowStart: values.windowMode === 'LATER' ? values.preferredWindowStart : null,
    checklist: values.checklist,
  };
}

/** Zones offered first (the bank's hospitals); the browser's own and any saved zone are added. */
const COMMON_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
];

export function timeZoneOptions(current: string): string[] {
  const zones = new Set([...COMMON_ZONES, localTimeZone(), current]);
  return [...zones].filter(Boolean).sort();
}
