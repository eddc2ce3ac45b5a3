/** The caller, as proven by a verified Firebase ID token. */
export interface AuthUser {
  uid: string;
  email: string | null;
  name: string | null;
  emailVerified: boolean;
  /** A bank staff account: its token carries the custom claim role "staff" (@portal/service-kit/auth staff-role.ts). */
  staff?: boolean;
  /** When the ID token of the request expires (its `exp`, ms since the epoch): live streams end then. */
  tokenExpiresAt?: number;
}
