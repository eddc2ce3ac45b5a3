import type { GatewayContext } from '../../context.js';
import { findMedicalForm, writeMedicalForm } from '../../data/medical-forms-repo.js';
import { lockOrderOwnedBy } from '../../data/orders-repo.js';
import { checkAnswers } from '../../domain/medical-form-rules.js';
import type { MedicalForm, MutationResolvers } from '../../generated/resolvers.generated.js';
import { badUserInput, conflict, orderNotFound } from '../errors.js';
import { medicalFormOf } from '../graphql-shapes.js';

async function writeForm(
  ctx: GatewayContext,
  orderId: string,
  answers: Record<string, unknown>,
  intent: 'draft' | 'submit',
): Promise<MedicalForm> {
  const problems = checkAnswers(answers, intent);
  if (problems.length > 0) throw badUserInput(problems);
  const saved = await ctx.db.transaction(async (tx) => {
    const order = await lockOrderOwnedBy(tx, ctx.viewer.uid, orderId);
    if (!order) throw orderNotFound(orderId);
    const current = await findMedicalForm(tx, ctx.viewer.uid, orderId);
    if (current?.status === 'SUBMITTED') {
      throw conflict(
        `The medical health form was submitted on ${current.submittedAt?.toISOString().slice(0, 10)} and can no longer be changed.`,
      );
    }
    return writeMedicalForm(tx, orderId, intent === 'submit' ? 'SUBMITTED' : 'DRAFT', answers);
  });
  return medicalFormOf(saved);
}

export const medicalFormMutations: Pick<
  MutationResolvers,
  'saveMedicalFormDraft' | 'submitMedicalForm'
> = {
  saveMedicalFormDraft: (_parent, { orderId, answers }, ctx) =>
    writeForm(ctx, orderId, answers, 'draft'),
  submitMedicalForm: (_parent, { orderId, answers }, ctx) =>
    writeForm(ctx, orderId, answers, 'submit'),
};
