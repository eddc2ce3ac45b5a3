/** The ops CLI's help text (printed for `help` and after any bad argument). */
export const STAGES = [
  'KIT_SHIPPED',
  'HEALTH_FORM',
  'BIRTH_AND_PICKUP',
  'LAB_PROCESSING',
  'CERTIFICATE_READY',
] as const;
export const COURIER_STATUSES = ['DISPATCHED', 'COLLECTED', 'RECEIVED'] as const;
export const RELEASE_MOVES = [
  'UNDER_REVIEW',
  'NEEDS_INFO',
  'APPROVED',
  'SHIPPED',
  'COMPLETED',
  'CANCELLED',
] as const;

export const USAGE = `Usage: npm run ops -- <command> [options]

The bank's staff operations, through the running gateway (never its database).

Commands:
  orders --email <parent>
      A parent's orders (children) with where each stands and how its storage is paid
      (subscription status, next renewal, past due, a plan ending after a release and
      whether the payment provider was told), and the orders pending for that email.
  create-order --email <parent> --child <name> [--due YYYY-MM-DD] [--plan <code>]
               [--stage ${STAGES.join('|')}]
      A new order (a new child) for the parent. With --stage that step becomes the
      order's current step and every earlier step is done (now). Prints {"orderId":"..."}.
      When no account has verified the email yet, the order is pending, nobody's until
      an account with that email verifies it: {"orderId":"...","pendingForEmail":"..."}.
  advance --order <id> --to <stage> [--at <date-time>] [--birth <date-time>]
      Moves the journey forward so that <stage> is the current step (never back).
      --birth: the birth (collection) time, when the move records it.
  pickup-status --order <id> --status ${COURIER_STATUSES.join('|')} [--at <date-time>]
      Moves the parent's pick-up through the courier's statuses (never back).
  releases
      The open release and transfer requests, oldest first: the child's order, the
      reference, where each stands, and every step (who, from what, to what, when).
      Prints {"releaseRequests":[...]}.
  release --order <id>
      One child's open release request in full: what the holder asked (the centre or
      bank, its contact), the fee, the bank's last message, shipping, its files (the
      signed authorisation, the photo identification, what answered the bank: each with
      its id and download path), every step.
  release-file --file <rfu_id> --out <path>
      Downloads one of a release request's files through the gateway's authorised
      download (as the staff member) into a new file at <path> (never over one that
      exists). Prints {"fileId","out","fileName","contentType","byteSize"}.
  release-status --order <id> --status ${RELEASE_MOVES.join('|')}
                 [--message <text>] [--carrier <name>] [--tracking <reference>]
      Moves the child's open release request along the bank's steps (NEEDS_INFO needs
      --message, what the family should send; SHIPPED needs --carrier and --tracking).
      Every step is audited. COMPLETED also ends the child's storage plan at the end of the
      period paid for (no further renewals): the gateway records it with the step, then
      the functions service tells the payment provider at once (as it does every minute
      by itself); a failure there leaves the plan end to be retried. Prints
      {"orderId","reference","status"} (COMPLETED: and "planEnd": {"ended","failed"}).
  add-document --order <id> --file <file.pdf> --title <title>
      Adds a PDF of the bank's (a consent form, the processing report: PDF only, checked by
      its content, 10 MB at most) to the child's documents; the family is notified ("A new
      document is available").
  issue-certificate --order <id> --values <file.json>
      Issues the certificate once the lab has processed the unit. The file holds the
      IssuedCertificate fields: unitId, lab, tncCount, cd34Count, viabilityPercent,
      volumeMl, storageSite, and (unless the order knows them) childName, birthDate,
      collectionDate, processingDate.
  renew --order <id> [--fail]
      Local stack only (the local payment provider): runs the order's next storage
      renewal as of its due date, through the same signed webhooks as Stripe's. The
      renewal is paid, or with --fail its payment fails and the order is past due; on a
      past-due order it retries the unpaid invoice; on a cancelled plan, or the plan of a
      unit released or transferred (the provider is told first), it ends it.
      Prints {"orderId","outcome":"paid|failed|ended","invoiceNumber","nextRenewalAt"}.
  clock --at <date-time> | --reset
      Local and test stacks only: moves the clock billing notices are judged by (a
      renewal reminder 30 days ahead shows without waiting), or back to the real time.
  outbox
      The 50 newest text messages the portal sent or is sending, newest first: to whom,
      when, sent or waiting, and the text (locally, the outbox stands in for the phones).
      Prints {"textMessages":[{"to","body","createdAt","sentAt","provider"},...]}.
  help
      This text.

Date-times are ISO 8601 with a time zone, e.g. 2026-05-01T06:30:00Z.

Environment:
  GATEWAY_URL                  the gateway (default http://127.0.0.1:4000, + PORT_OFFSET)
  FUNCTIONS_URL                the functions service, for renew and release-status COMPLETED
                               (default http://127.0.0.1:5001, + PORT_OFFSET)
  STAFF_ID_TOKEN               a staff member's Firebase ID token (outside the local stack)
  FIREBASE_AUTH_EMULATOR_HOST  without STAFF_ID_TOKEN: sign in as the demo staff member in
                               this Auth emulator (default 127.0.0.1:9099, + PORT_OFFSET)

On success the last line is one JSON object. Exit codes: 0 done, 1 refused or failed,
2 bad arguments.`;
