import { checkDraft, checkSubmission } from '@portal/rules/medical-form';
import type { GatewayContext } from '../../context.js';
import { findMedicalForm, writeMedicalForm } from '../../data/medical-forms-repo.js';
import { lockFamilyOrder } from '../../data/orders-repo.js';
import { checkAnswersPayload } from '../../domain/medical-form-payload.js';
import { sameJson } from '../../domain/same-json.js';
import type { MedicalForm, MutationResolvers } from '../../generated/resolvers.generated.js';
import { badUserInput, conflict } from '../../errors/graphql-errors.js';
import { refuseOrder } from './family-refusal.js';
import { notify } from './notify.js';
import { medicalFormOf } from '../graphql-shapes.js';

const CHANGED_ELSEWHERE =
  'These answers were changed in another tab or on another device since you opened the form. Look at the newer answers, then save yours again.';

async function writeForm(
  ctx: GatewayContext,
  orderId: string,
  baseVersion: number,
  answers: Record<string, unknown>,
  intent: 'draft' | 'submit',
): Promise<MedicalForm> {
  // Depth and size first: they bound the work every later check does.
  const limits = checkAnswersPayload(answers, intent);
  if (limits.length > 0) throw badUserInput(limits);
  const saved = await ctx.db.transaction(async (tx) => {
    const order = await lockFamilyOrder(tx, ctx.viewer.uid, orderId);
    if (!order) throw await refuseOrder(tx, ctx.viewer.uid, orderId);
    const checked = intent === 'submit' ? checkSubmission(answers, ctx.now()) : checkDraft(answers);
    const current = await findMedicalForm(tx, ctx.viewer.uid, orderId);
    if (current?.status === 'SUBMITTED') {
      // Submitting the same answers again (a retry, a double tap) is not a change.
      if (intent === 'submit' && checked.ok && sameJson(checked.answers, current.answers)) {
        return current;
      }
      throw conflict(
        `The medical health form was submitted on ${current.submittedAt?.toISOString().slice(0, 10)} and can no longer be changed.`,
      );
    }
    if (!checked.ok) throw badUserInput(checked.problems);
    // The same save again, one version on: its answer was lost (a dropped connection, a
    // restarted instance) and the page retried. Answer what is stored, as for a submission.
    const retried =
      intent === 'draft' &&
      current?.version === baseVersion + 1 &&
      sameJson(checked.answers, current.answers);
    if (retried) return current;
    if ((current?.version ?? 0) !== baseVersion) throw conflict(CHANGED_ELSEWHERE);
    const written = await writeMedicalForm(
      tx,
      ctx.viewer.uid,
      orderId,
      intent === 'submit' ? 'SUBMITTED' : 'DRAFT',
      checked.answers,
    );
    if (intent === 'submit') {
      await notify(tx, ctx, {
        orderId,
        kind: 'HEALTH_FORM_RECEIVED',
        dedupeKey: `HEALTH_FORM_RECEIVED:${orderId}`,
        at: ctx.now(),
      });
    }
    return written;
  });
  return medicalFormOf(saved, ctx.viewer.uid);
}

export const medicalFormMutations: Pick<
  MutationResolvers,
  'saveMedicalFormDraft' | 'submitMedicalForm'
> = {
  saveMedicalFormDraft: (_parent, { orderId, baseVersion, answers }, ctx) =>
    writeForm(ctx, orderId, baseVersion, answers, 'draft'),
  submitMedicalForm: (_parent, { orderId, baseVersion, answers }, ctx) =>
    writeForm(ctx, orderId, baseVersion, answers, 'submit'),
};
