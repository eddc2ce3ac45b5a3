import { STAFF_CLAIMS } from '@portal/service-kit/auth';

/**
 * The demo staff member of the local stack (Auth emulator only), for `npm run ops`: a verified
 * account with the staff claim. Scripts print these at start beside the demo parent's.
 */
export const DEMO_STAFF = {
  uid: 'demo-staff',
  email: 'staff@example.com',
  password: 'Bankstaff-2026',
  displayName: 'Robin Staff',
  claims: STAFF_CLAIMS,
} as const;
