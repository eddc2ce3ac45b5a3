import type { User } from 'firebase/auth';

/** The signed-in parent as the portal shows them. */
export interface PortalUser {
  id: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
}

export function toPortalUser(user: User): PortalUser {
  return {
    id: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
  };
}
