import { readCertificateValues } from './certificate-values-file.js';
import type { OpsEnvironment } from './ops-environment.js';
import { COURIER_STATUSES, RELEASE_MOVES, STAGES } from './ops-usage.js';
import { readFile, writeFile } from 'node:fs/promises';
import {
  downloadFile,
  OpsFailure,
  runFunctionsCall,
  runStaffDocument,
  uploadDocument,
} from './staff-client.js';
import {
  OpsAdvanceJourneyDocument,
  OpsCreateOrderDocument,
  OpsIssueCertificateDocument,
  OpsParentOrdersDocument,
  OpsReleaseRequestsDocument,
  OpsSetReleaseStatusDocument,
  OpsSetLocalClockDocument,
  OpsSetPickupStatusDocument,
  OpsTextMessagesDocument,
  type CourierStatus,
  type JourneyStage,
  type OpsOrderFragment,
  type OpsReleaseFragment,
} from './staff-operations.generated.js';

type Flags = Record<string, string | undefined>;

export interface OpsOption {
  required?: boolean;
  /** A switch without a value (--fail). */
  boolean?: boolean;
  choices?: readonly string[];
}

export interface CommandContext {
  env: OpsEnvironment;
  token: string;
}

export interface CommandOutcome {
  /** What a person reads; the JSON result is printed after them, as the last line. */
  lines: string[];
  result: Record<string, unknown>;
}

export interface OpsCommand {
  options: Record<string, OpsOption>;
  /** The gateway's field names (input.dueDate) and what the user typed for them (--due). */
  fields: Record<string, string>;
  run(flags: Flags, context: CommandContext): Promise<CommandOutcome>;
}

/** A flag the option table declares as required, so parsing has already checked it. */
function flag(flags: Flags, name: string): string {
  const value = flags[name];
  if (value === undefined) throw new Error(`--${name} is required`);
  return value;
}

const day = (instant: string | null | undefined) => (instant ? instant.slice(0, 10) : null);

const kilobytes = (bytes: number) => Math.ceil(bytes / 1024);

/** A release request's file: rfu_ and 24 hex digits. */
const RELEASE_FILE_ID = /^rfu_[0-9a-f]{24}$/;

/** A release request in a few lines: where it stands, what was asked, every step. */
function releaseLines(release: OpsReleaseFragment): string[] {
  const { request } = release;
  const to =
    request.kind === 'TRANSPLANT'
      ? `transplant: ${request.physicianName ?? '-'}, ${request.centreName ?? '-'} (patient: ${request.patientRelation ?? '-'}, needed ${request.neededBy ?? '-'})`
      : `transfer: ${request.bankName ?? '-'}, contact ${request.contactName ?? '-'}`;
  const address = [
    request.address.line1,
    request.address.line2,
    request.address.city,
    request.address.region,
    request.address.postalCode,
    request.address.country,
  ]
    .filter(Boolean)
    .join(', ');
  return [
    `${request.reference}  order ${release.orderId}  ${request.status}  (${to})`,
    `  ${address}; ${request.phone}; ${request.email}; fee ${(request.feeCents / 100).toFixed(2)}`,
    ...(request.bankMessage ? [`  bank's message: ${request.bankMessage}`] : []),
    ...(request.carrier
      ? [`  shipped with ${request.carrier}, tracking ${request.trackingRef ?? '-'}`]
      : []),
    ...request.files.map(
      (file) =>
        `  file ${file.purpose} "${file.fileName}" (${file.contentType}, ${kilobytes(file.byteSize)} KB, ${file.uploadedAt}): ${file.downloadPath}`,
    ),
    ...release.events.map(
      (event) =>
        `  ${event.at}  ${event.actorRole} ${event.actorUid}: ${event.fromStatus ?? '-'} -> ${event.toStatus}${event.message ? ` (${event.message})` : ''}`,
    ),
  ];
}

/** How the order's storage is paid, in a few words (card: brand and last four only). */
function billingLine(billing: OpsOrderFragment['billing']): string {
  const released = billing.endReason
    ? ` (unit ${billing.endReason === 'TRANSFERRED' ? 'transferred' : 'released'})`
    : '';
  if (billing.kind === 'GIFT') return `paid by a gift${released && `, not continued${released}`}`;
  if (billing.kind !== 'SUBSCRIPTION') return `no subscription${released}`;
  const plan = `${billing.interval === 'year' ? 'annual' : 'monthly'} subscription (${billing.provider})`;
  const card = billing.cardBrand ? `, card ${billing.cardBrand} ${billing.cardLast4}` : '';
  if (billing.status === 'PAST_DUE') {
    return `${plan} PAST DUE since ${day(billing.pastDueSince)} (invoice ${billing.openInvoiceNumber ?? 'unknown'} unpaid)${card}${released}`;
  }
  if (billing.status === 'CANCELED') return `${plan} ended${released}`;
  if (released) {
    const told = billing.cancelAtPeriodEnd ? '' : ', the payment provider not told yet';
    return `${plan} ends ${day(billing.currentPeriodEnd)}${released}${told}`;
  }
  if (billing.cancelAtPeriodEnd) return `${plan} cancelled, ends ${day(billing.currentPeriodEnd)}`;
  return `${plan} active, renews ${day(billing.nextRenewalAt)}${card}`;
}

/**
 * After a completed release: the functions service applies the plan ends now (it does every
 * minute anyway, and before a local renewal). A failure here changes nothing of the release.
 */
async function endPlans(
  env: OpsEnvironment,
  token: string,
): Promise<{ line: string; result: Record<string, unknown> }> {
  try {
    const run = await runFunctionsCall<{ ended: number; failed: number }>(
      env,
      token,
      '/billing/plan-ends',
      {},
    );
    return run.failed > 0
      ? {
          line: `The storage plan ends at the end of the period paid for; the payment provider could not be told of ${run.failed} plan(s) yet: the functions service tries again every minute.`,
          result: run,
        }
      : {
          line: `The storage plan ends at the end of the period paid for: the payment provider was told (${run.ended} plan(s) ended now).`,
          result: run,
        };
  } catch (error) {
    if (!(error instanceof OpsFailure)) throw error;
    return {
      line: `The storage plan ends at the end of the period paid for, recorded; the functions service could not run the plan ends now (${error.message}) and does every minute.`,
      result: { error: error.message },
    };
  }
}

const where = (order: OpsOrderFragment) =>
  `${order.id} (${order.childName ?? 'no child name'}) is at ${order.stage}` +
  (order.pickupStatus ? `, pick-up ${order.pickupStatus}` : '') +
  `, certificate ${order.certificateStatus}.`;

/** A line of `orders`: where the order stands and how its storage is paid. */
const listed = (order: OpsOrderFragment) =>
  `  ${where(order)} Billing: ${billingLine(order.billing)}.`;

const orderSummary = (order: OpsOrderFragment) => ({
  id: order.id,
  childName: order.childName,
  dueDate: order.dueDate,
  planCode: order.planCode,
  stage: order.stage,
  pickupStatus: order.pickupStatus,
  certificateStatus: order.certificateStatus,
  createdAt: order.createdAt,
  billing: {
    kind: order.billing.kind,
    status: order.billing.status ?? null,
    nextRenewalAt: order.billing.nextRenewalAt ?? null,
    pastDueSince: order.billing.pastDueSince ?? null,
    cancelAtPeriodEnd: order.billing.cancelAtPeriodEnd ?? null,
    endReason: order.billing.endReason ?? null,
  },
});

const CERTIFICATE_FIELDS = Object.fromEntries(
  [
    'unitId',
    'childName',
    'birthDate',
    'collectionDate',
    'processingDate',
    'lab',
    'tncCount',
    'cd34Count',
    'viabilityPercent',
    'volumeMl',
    'storageSite',
  ].map((key) => [`input.${key}`, `${key} (values file)`]),
);

export const COMMANDS: Record<string, OpsCommand> = {
  orders: {
    options: { email: { required: true } },
    fields: { email: '--email' },
    async run(flags, { env, token }) {
      const email = flag(flags, 'email');
      const data = await runStaffDocument(env, token, OpsParentOrdersDocument, { email });
      const { parent, pendingOrders } = data.staff;
      if (!parent && pendingOrders.length === 0) {
        throw new OpsFailure(`No parent account signs in with ${email}.`, 'NOT_FOUND');
      }
      return {
        lines: [
          parent
            ? `${parent.name ?? parent.email} <${parent.email}> (uid ${parent.uid}): ${parent.orders.length} order(s)`
            : `No parent account signs in with ${email} yet.`,
          ...(parent?.orders ?? []).map(listed),
          ...(pendingOrders.length > 0
            ? [
                `${pendingOrders.length} order(s) pending until an account with this email verifies it:`,
                ...pendingOrders.map(listed),
              ]
            : []),
        ],
        result: {
          parent: parent ? { uid: parent.uid, email: parent.email, name: parent.name } : null,
          orders: (parent?.orders ?? []).map(orderSummary),
          pendingOrders: pendingOrders.map(orderSummary),
        },
      };
    },
  },

  'create-order': {
    options: {
      email: { required: true },
      child: { required: true },
      due: {},
      plan: {},
      stage: { choices: STAGES },
    },
    fields: {
      'input.parentEmail': '--email',
      'input.childName': '--child',
      'input.dueDate': '--due',
      'input.planCode': '--plan',
      'input.stage': '--stage',
    },
    async run(flags, { env, token }) {
      const data = await runStaffDocument(env, token, OpsCreateOrderDocument, {
        input: {
          parentEmail: flag(flags, 'email'),
          childName: flag(flags, 'child'),
          dueDate: flags['due'] ?? null,
          planCode: flags['plan'] ?? null,
          stage: (flags['stage'] as JourneyStage | undefined) ?? null,
          purchaserName: null,
          at: null,
        },
      });
      const order = data.staff.createOrder;
      if (order.pendingForEmail !== null) {
        return {
          lines: [
            `Pending for ${order.pendingForEmail}: no account has verified this email yet, so the order is nobody's until one does (then it is theirs): ${where(order)}`,
          ],
          result: { orderId: order.id, pendingForEmail: order.pendingForEmail },
        };
      }
      return {
        lines: [`Created for ${flag(flags, 'email')}: ${where(order)}`],
        result: { orderId: order.id },
      };
    },
  },

  advance: {
    options: {
      order: { required: true },
      to: { required: true, choices: STAGES },
      at: {},
      birth: {},
    },
    fields: { 'input.at': '--at', 'input.birthAt': '--birth', 'input.to': '--to' },
    async run(flags, { env, token }) {
      const data = await runStaffDocument(env, token, OpsAdvanceJourneyDocument, {
        input: {
          orderId: flag(flags, 'order'),
          to: flag(flags, 'to') as JourneyStage,
          at: flags['at'] ?? null,
          birthAt: flags['birth'] ?? null,
        },
      });
      const order = data.staff.advanceJourney;
      return { lines: [where(order)], result: { orderId: order.id, stage: order.stage } };
    },
  },

  'pickup-status': {
    options: {
      order: { required: true },
      status: { required: true, choices: COURIER_STATUSES },
      at: {},
    },
    fields: { 'input.at': '--at', 'input.status': '--status' },
    async run(flags, { env, token }) {
      const data = await runStaffDocument(env, token, OpsSetPickupStatusDocument, {
        input: {
          orderId: flag(flags, 'order'),
          status: flag(flags, 'status') as CourierStatus,
          at: flags['at'] ?? null,
        },
      });
      const order = data.staff.setPickupStatus;
      return {
        lines: [where(order)],
        result: { orderId: order.id, pickupStatus: order.pickupStatus, stage: order.stage },
      };
    },
  },

  renew: {
    options: { order: { required: true }, fail: { boolean: true } },
    fields: { orderId: '--order' },
    async run(flags, { env, token }) {
      const orderId = flag(flags, 'order');
      const fail = flags['fail'] === 'true';
      const answer = await runFunctionsCall<{
        orderId: string;
        outcome: 'paid' | 'failed' | 'ended';
        invoiceNumber?: string | null;
        nextRenewalAt?: string | null;
      }>(env, token, '/billing/local/renew', { orderId, fail });
      const lines = {
        paid: `Renewal of ${orderId} paid (invoice ${answer.invoiceNumber ?? '-'}); next renewal ${day(answer.nextRenewalAt) ?? '-'}.`,
        failed: `Renewal of ${orderId} failed (invoice ${answer.invoiceNumber ?? '-'} unpaid): the order is past due until a retry pays it.`,
        ended: `The plan of ${orderId} was cancelled: its period ended and it no longer renews.`,
      };
      return { lines: [lines[answer.outcome]], result: { ...answer } };
    },
  },

  clock: {
    options: { at: {}, reset: { boolean: true } },
    fields: { at: '--at' },
    async run(flags, { env, token }) {
      if ((flags['at'] === undefined) === (flags['reset'] === undefined)) {
        throw new OpsFailure('Give either --at <date-time> or --reset.', 'BAD_USER_INPUT');
      }
      const data = await runStaffDocument(env, token, OpsSetLocalClockDocument, {
        at: flags['at'] ?? null,
      });
      const now = data.staff.setLocalClock;
      return {
        lines: [
          flags['reset']
            ? `The billing clock is back to the real time (${now}).`
            : `The billing clock now reads ${now}.`,
        ],
        result: { now },
      };
    },
  },

  outbox: {
    options: {},
    fields: {},
    async run(_flags, { env, token }) {
      const data = await runStaffDocument(env, token, OpsTextMessagesDocument, {});
      const messages = data.staff.textMessages;
      const lines =
        messages.length === 0
          ? ['No text messages yet.']
          : messages.map(
              (sms) =>
                `${sms.createdAt}  to ${sms.to}  ${sms.sentAt ? `sent (${sms.provider})` : `waiting (attempts: ${sms.attempts})`}\n  ${sms.body}`,
            );
      return { lines, result: { textMessages: messages } };
    },
  },

  releases: {
    options: {},
    fields: {},
    async run(_flags, { env, token }) {
      const data = await runStaffDocument(env, token, OpsReleaseRequestsDocument, {});
      const releases = data.staff.releaseRequests;
      return {
        lines:
          releases.length === 0 ? ['No open release requests.'] : releases.flatMap(releaseLines),
        result: { releaseRequests: releases },
      };
    },
  },

  release: {
    options: { order: { required: true } },
    fields: {},
    async run(flags, { env, token }) {
      const orderId = flag(flags, 'order');
      const data = await runStaffDocument(env, token, OpsReleaseRequestsDocument, {});
      const release = data.staff.releaseRequests.find((open) => open.orderId === orderId);
      if (!release) {
        throw new OpsFailure(`The order ${orderId} has no open release request.`, 'NOT_FOUND');
      }
      return { lines: releaseLines(release), result: { releaseRequest: release } };
    },
  },

  'release-status': {
    options: {
      order: { required: true },
      status: { required: true, choices: RELEASE_MOVES },
      message: {},
      carrier: {},
      tracking: {},
    },
    fields: {
      'input.status': '--status',
      'input.message': '--message',
      'input.carrier': '--carrier',
      'input.trackingRef': '--tracking',
    },
    async run(flags, { env, token }) {
      const data = await runStaffDocument(env, token, OpsSetReleaseStatusDocument, {
        input: {
          orderId: flag(flags, 'order'),
          status: flag(flags, 'status'),
          message: flags['message'] ?? null,
          carrier: flags['carrier'] ?? null,
          trackingRef: flags['tracking'] ?? null,
        },
      });
      const release = data.staff.setReleaseStatus;
      const result = {
        orderId: release.orderId,
        reference: release.request.reference,
        status: release.request.status,
      };
      if (release.request.status !== 'COMPLETED') return { lines: releaseLines(release), result };
      const planEnd = await endPlans(env, token);
      return {
        lines: [...releaseLines(release), planEnd.line],
        result: { ...result, planEnd: planEnd.result },
      };
    },
  },

  'release-file': {
    options: { file: { required: true }, out: { required: true } },
    fields: {},
    async run(flags, { env, token }) {
      const fileId = flag(flags, 'file');
      if (!RELEASE_FILE_ID.test(fileId)) {
        throw new OpsFailure(
          `--file must be a release request's file id (rfu_ and 24 hex digits, as \`release --order\` lists them); got ${fileId}.`,
          'BAD_USER_INPUT',
        );
      }
      const out = flag(flags, 'out');
      const file = await downloadFile(env, token, `/documents/${fileId}/download`);
      // Never over a file that is there already (another request's, or the family's).
      await writeFile(out, file.bytes, { flag: 'wx', mode: 0o600 }).catch(
        (error: NodeJS.ErrnoException) => {
          throw new OpsFailure(
            error.code === 'EEXIST'
              ? `${out} exists already: choose another --out.`
              : `Could not write ${out} (${error.code ?? error.message}).`,
          );
        },
      );
      return {
        lines: [
          `Saved "${file.fileName}" (${file.contentType}, ${kilobytes(file.bytes.byteLength)} KB) to ${out}.`,
        ],
        result: {
          fileId,
          out,
          fileName: file.fileName,
          contentType: file.contentType,
          byteSize: file.bytes.byteLength,
        },
      };
    },
  },

  'add-document': {
    options: { order: { required: true }, file: { required: true }, title: { required: true } },
    fields: {},
    async run(flags, { env, token }) {
      const path = flag(flags, 'file');
      const bytes = await readFile(path).catch((error: NodeJS.ErrnoException) => {
        throw new OpsFailure(`Could not read ${path} (${error.code ?? error.message}).`);
      });
      const orderId = flag(flags, 'order');
      const title = flag(flags, 'title');
      const added = await uploadDocument(env, token, { orderId, title, bytes });
      return {
        lines: [
          `Added "${title}" (${Math.ceil(added.byteSize / 1024)} KB) to ${orderId}; the family is notified.`,
        ],
        result: { documentId: added.id, orderId, byteSize: added.byteSize, sha256: added.sha256 },
      };
    },
  },

  'issue-certificate': {
    options: { order: { required: true }, values: { required: true } },
    fields: CERTIFICATE_FIELDS,
    async run(flags, { env, token }) {
      const values = await readCertificateValues(flag(flags, 'values'));
      const data = await runStaffDocument(env, token, OpsIssueCertificateDocument, {
        input: { ...values, orderId: flag(flags, 'order') },
      });
      const order = data.staff.issueCertificate;
      return {
        lines: [where(order)],
        result: {
          orderId: order.id,
          certificateStatus: order.certificateStatus,
          stage: order.stage,
        },
      };
    },
  },
};
