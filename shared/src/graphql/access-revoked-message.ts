// Apart from access-revoked.ts, which every first load carries: the text is only for pages.

/** What the gateway says to a guardian whose access to a child's journey has ended. */
export const ACCESS_REVOKED_MESSAGE =
  "You no longer have access to this child's journey. Ask the account holder to invite you again.";
