import { useQuery } from '@apollo/client/react';
import { GetUserDocument, useAuth } from '@portal/shared';

export interface Profile {
  name: string;
  email: string;
  initial: string;
}

/** The signed-in parent's name and email: the profile from `getUser`, else the auth user. */
export function useProfile(): Profile {
  const { user } = useAuth();
  const { data } = useQuery(GetUserDocument, { skip: !user });
  const email = data?.me.profile.email ?? user?.email ?? '';
  const name = data?.me.profile.name || user?.displayName || email.split('@')[0] || 'Parent';
  return { name, email, initial: name.trim().charAt(0).toUpperCase() || 'P' };
}
