/** What the sign-in page hands the password reset page: the address typed so far. */
export interface ForgotPasswordState {
  email?: string;
}
