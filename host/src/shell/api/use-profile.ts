import { DEFAULT_GOOGLE_NAME, GetUserDocument, useAuth, useGatewayQuery } from '@portal/shared';

export interface Profile {
  /** The parent's name; null until they have one (never the registration placeholder). */
  name: string | null;
  email: string;
  /** The name's initial for the avatar; null without a name. */
  initial: string | null;
}

function shownName(name: string | null | undefined): string | null {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' || trimmed === DEFAULT_GOOGLE_NAME ? null : trimmed;
}

/** The signed-in parent's name and email: the profile from `getUser`, else the auth user. */
export function useProfile(): Profile {
  const { user } = useAuth();
  const { data } = useGatewayQuery(GetUserDocument, {
    // No request while nobody is signed in (a query option, not a skipped test).
    skip: !user,
  });
  const email = data?.me.profile.email ?? user?.email ?? '';
  const name = shownName(data?.me.profile.name) ?? shownName(user?.displayName);
  return { name, email, initial: name ? name.charAt(0).toUpperCase() : null };
}
