/**
 * The certificate's lab progress (0 to 100, shown while it is locked) follows the lab's
 * milestones: nothing yet, the unit received, the unit processed, the certificate issued.
 */
export const LAB_PROGRESS = { received: 30, processed: 90, issued: 100 } as const;
