import { GatewayRequestError, sendMutation } from '@portal/shared/graphql';
import { outcomeOfError, saveDraft, submitForm } from './medical-form-calls';
import { SaveMedicalFormDraftDocument, SubmitMedicalFormDocument } from './medical-form.generated';

jest.mock('@portal/shared/graphql', () => ({
  ...jest.requireActual<object>('@portal/shared/graphql'),
  sendMutation: jest.fn(),
}));

const send = jest.mocked(sendMutation);
beforeEach(() => {
  send.mockReset();
});

const refusal = (code: string, extensions: Record<string, unknown> = {}) =>
  new GatewayRequestError('Refused', [{ message: 'Refused', extensions: { code, ...extensions } }]);

it('reads the gateway’s refusals as the draft’s outcomes', () => {
  expect(outcomeOfError(refusal('CONFLICT'))).toEqual({ kind: 'conflict' });
  expect(
    outcomeOfError(
      refusal('BAD_USER_INPUT', {
        fields: [{ field: 'answers.mother.height', message: 'Enter a height.' }],
      }),
    ),
  ).toEqual({
    kind: 'invalid',
    problems: [{ field: 'answers.mother.height', message: 'Enter a height.' }],
  });
  expect(
    outcomeOfError(
      new GatewayRequestError("You no longer have access to this child's journey.", [
        {
          message: "You no longer have access to this child's journey.",
          extensions: { code: 'FORBIDDEN', reason: 'ACCESS_REVOKED' },
        },
      ]),
    ),
  ).toEqual({ kind: 'revoked' });
  expect(outcomeOfError(new Error('Failed to fetch'))).toEqual({ kind: 'offline' });
  expect(outcomeOfError(refusal('INTERNAL_SERVER_ERROR'))).toEqual({ kind: 'offline' });
});

it('saves a draft without refreshing the other readers of the gateway (only this page reads it)', async () => {
  const updatedBy = { firstName: 'Sam', isViewer: false };
  send.mockResolvedValue({
    saveMedicalFormDraft: { version: 4, updatedAt: '2026-06-01T10:42:00Z', updatedBy },
  });
  await expect(saveDraft('ord_1', {}, 3)).resolves.toEqual({
    kind: 'saved',
    version: 4,
    lastSave: { by: updatedBy, at: '2026-06-01T10:42:00Z' },
  });
  expect(send).toHaveBeenCalledWith(
    SaveMedicalFormDraftDocument,
    { orderId: 'ord_1', baseVersion: 3, answers: {} },
    { refreshReaders: false },
  );
});

it('submits with the other readers refreshed (the journey changed)', async () => {
  const form = { status: 'SUBMITTED', answers: {}, version: 5, updatedAt: '', submittedAt: '' };
  send.mockResolvedValue({ submitMedicalForm: form });
  await expect(submitForm('ord_1', {}, 4)).resolves.toEqual({ kind: 'submitted', form });
  // No options: the readers are refreshed (sendMutation's default).
  expect(send).toHaveBeenCalledWith(SubmitMedicalFormDocument, {
    orderId: 'ord_1',
    baseVersion: 4,
    answers: {},
  });
});

it('answers a refused save or submit with its outcome', async () => {
  send.mockRejectedValue(refusal('CONFLICT'));
  await expect(saveDraft('ord_1', {}, 3)).resolves.toEqual({ kind: 'conflict' });
  await expect(submitForm('ord_1', {}, 3)).resolves.toEqual({ kind: 'conflict' });
});
