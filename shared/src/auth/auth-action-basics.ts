import { authStore } from './auth-store';

/** The default display name when Google gives none (spec section 3). */
export const DEFAULT_GOOGLE_NAME = '{name}';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

export function clearAuthError(): void {
  authStore.setState({ error: null });
}
