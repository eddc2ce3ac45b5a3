import { msg } from '@lingui/core/macro';
import type { AgreementLanguage, AgreementTerms } from '@portal/rules/agreement';
import { problemsInStep, type CommerceProblem } from '@portal/rules/commerce';
import type { AgreementAcceptanceInput } from './api/commerce.generated';
import type { ParentText } from './parent-text';

/**
 * The checkout flows (order, purchase and gift) as one pure state machine: the page renders
 * the state and sends events; nothing here touches the network, the clock or storage.
 */

export type FlowStatus = 'editing' | 'starting' | 'redirecting';

export interface FlowDefinition<Values> {
  /** The steps in order; `account` (sign in) and `review` (pay) hold no fields of their own. */
  steps: readonly string[];
  /** Each form step's fields (its problems are the ones under these paths). */
  stepFields: Readonly<Record<string, readonly string[]>>;
  /** Every problem with the values, as the server would find them. */
  validate: (values: Values) => CommerceProblem[];
}

/**
 * The storage agreement the review shows (@portal/rules/agreement), as the parent accepts it:
 * its terms and language, what tells it from any other (another plan, price, wording or
 * language is another agreement to accept) and what the gateway records of it.
 */
export interface ShownAgreement {
  terms: AgreementTerms;
  language: AgreementLanguage;
  key: string;
  acceptance: AgreementAcceptanceInput;
}

/** The agreement of `terms` shown in `language`. */
export function shownAgreement(terms: AgreementTerms, language: AgreementLanguage): ShownAgreement {
  return {
    terms,
    language,
    key: JSON.stringify({ ...terms, language }),
    acceptance: { version: terms.version, language, priceCents: terms.priceCents },
  };
}

/** The agreement's language for the portal's (`i18n.locale`): Spanish for es and es-*. */
export const agreementLanguageOf = (locale: string): AgreementLanguage =>
  locale.toLowerCase().startsWith('es') ? 'es' : 'en';

/** The agreement's checkbox, as a field: its problem is shown beside it and focus moves to it. */
export const AGREEMENT_FIELD = 'agreement';

const AGREEMENT_NOT_ACCEPTED: CommerceProblem = {
  field: AGREEMENT_FIELD,
  message: 'Accept the storage agreement to continue.',
};

export interface FlowState<Values> {
  step: string;
  values: Values;
  /** The current step's problems, shown beside its fields. */
  problems: CommerceProblem[];
  status: FlowStatus;
  /** Set when the parent came back from the payment page without paying. */
  notice: 'cancelled' | null;
  /** A message for the whole step (a failed start, a refused payment). */
  error: ParentText | null;
  /** The checkout on the server once started; what was typed is kept there too. */
  checkoutId: string | null;
  /** Sent with the start, so a double click or a retry starts one checkout. */
  idempotencyKey: string | null;
  /** The storage agreement the parent accepted on the review; null until they do. */
  agreed: ShownAgreement | null;
}

export type FlowEvent<Values> =
  | { type: 'next'; signedIn: boolean }
  | { type: 'back'; signedIn: boolean }
  | { type: 'goTo'; step: string }
  | { type: 'edit'; values: Values; fields: readonly string[] }
  /** The agreement's checkbox ticked (the agreement shown) or cleared (null). */
  | { type: 'agree'; agreement: ShownAgreement | null }
  /**
   * `agreement`: the key of the agreement the review shows, which the parent must have
   * accepted; null when it shows none (the chosen plan is not one listed).
   */
  | { type: 'pay'; key: string; agreement?: string | null }
  | { type: 'started'; checkoutId: string }
  | {
      type: 'failed';
      message: ParentText | null;
      problems?: CommerceProblem[];
      checkoutId?: string;
      /** The gateway's CONFLICT: the agreement may no longer be today's, so it is accepted again. */
      conflict?: boolean;
    }
  | { type: 'returned'; values: Values; checkoutId: string }
  | { type: 'signedIn' }
  | { type: 'reset'; values: Values; step?: string };

export function initialFlow<Values>(
  definition: FlowDefinition<Values>,
  values: Values,
  step = definition.steps[0] ?? 'review',
): FlowState<Values> {
  return {
    step,
    values,
    problems: [],
    status: 'editing',
    notice: null,
    error: null,
    checkoutId: null,
    idempotencyKey: null,
    agreed: null,
  };
}

/** The steps the parent walks through: the account step only while not signed in. */
export function visibleSteps<Values>(
  definition: FlowDefinition<Values>,
  signedIn: boolean,
): string[] {
  return definition.steps.filter((step) => step !== 'account' || !signedIn);
}

function stepProblems<Values>(
  definition: FlowDefinition<Values>,
  step: string,
  problems: readonly CommerceProblem[],
): CommerceProblem[] {
  const fields = definition.stepFields[step];
  return fields ? problemsInStep(problems, fields) : [];
}

/** The first step with a problem, in the flow's order. */
function firstStepWithProblems<Values>(
  definition: FlowDefinition<Values>,
  problems: readonly CommerceProblem[],
): string | null {
  return (
    definition.steps.find((step) => stepProblems(definition, step, problems).length > 0) ?? null
  );
}

export function reduceFlow<Values>(
  definition: FlowDefinition<Values>,
  state: FlowState<Values>,
  event: FlowEvent<Values>,
): FlowState<Values> {
  switch (event.type) {
    case 'next': {
      if (state.status !== 'editing') return state;
      const problems = stepProblems(definition, state.step, definition.validate(state.values));
      if (problems.length > 0) return { ...state, problems, error: null };
      if (state.step === 'account' && !event.signedIn) {
        return { ...state, error: msg`Sign in or create an account to continue.` };
      }
      const steps = visibleSteps(definition, event.signedIn);
      const index = steps.indexOf(state.step);
      const next = steps[index + 1] ?? state.step;
      return { ...state, step: next, problems: [], error: null, notice: null };
    }
    case 'back': {
      if (state.status !== 'editing') return state;
      const steps = visibleSteps(definition, event.signedIn);
      const index = steps.indexOf(state.step);
      const previous = index > 0 ? steps[index - 1] : undefined;
      if (!previous) return state;
      return { ...state, step: previous, problems: [], error: null };
    }
    case 'goTo': {
      if (state.status !== 'editing') return state;
      const target = definition.steps.indexOf(event.step);
      if (target < 0 || target >= definition.steps.indexOf(state.step)) return state;
      return { ...state, step: event.step, problems: [], error: null };
    }
    case 'edit': {
      if (state.status !== 'editing') return state;
      const problems = state.problems.filter(
        (problem) =>
          !event.fields.some(
            (field) => problem.field === field || problem.field.startsWith(`${field}.`),
          ),
      );
      // What is paid for must be what was typed: a change after the start is a new checkout.
      return {
        ...state,
        values: event.values,
        problems,
        checkoutId: null,
        idempotencyKey: null,
        notice: null,
      };
    }
    case 'agree': {
      if (state.status !== 'editing') return state;
      const problems = state.problems.filter((problem) => problem.field !== AGREEMENT_FIELD);
      return { ...state, agreed: event.agreement, problems };
    }
    case 'pay': {
      if (state.status !== 'editing' || state.step !== 'review') return state;
      const problems = definition.validate(state.values);
      const step = firstStepWithProblems(definition, problems);
      if (step) {
        return { ...state, step, problems: stepProblems(definition, step, problems), error: null };
      }
      if (event.agreement === null) {
        // No agreement to accept: the plan chosen is not one listed. Choose one first.
        const first = definition.steps[0] ?? state.step;
        return { ...state, step: first, problems: [], error: null };
      }
      if (event.agreement !== undefined && state.agreed?.key !== event.agreement) {
        // A new list each time, so focus moves to the checkbox at every refused payment.
        return { ...state, problems: [{ ...AGREEMENT_NOT_ACCEPTED }], error: null };
      }
      return {
        ...state,
        status: 'starting',
        error: null,
        notice: null,
        idempotencyKey: state.idempotencyKey ?? event.key,
      };
    }
    case 'started':
      if (state.status !== 'starting') return state;
      return { ...state, status: 'redirecting', checkoutId: event.checkoutId };
    case 'failed': {
      const problems = event.problems ?? [];
      const step = firstStepWithProblems(definition, problems);
      return {
        ...state,
        status: 'editing',
        step: step ?? state.step,
        problems: step ? stepProblems(definition, step, problems) : [],
        error: step ? null : event.message,
        // Started but the payment page did not open: a retry pays that same checkout.
        checkoutId: event.checkoutId ?? state.checkoutId,
        agreed: event.conflict ? null : state.agreed,
      };
    }
    case 'returned':
      // Back from the payment page unpaid: the same checkout, the same values, ready to retry.
      return {
        ...state,
        step: 'review',
        values: event.values,
        status: 'editing',
        problems: [],
        error: null,
        notice: 'cancelled',
        checkoutId: event.checkoutId,
      };
    case 'signedIn': {
      // Back from signing in: the account step is done.
      if (state.step !== 'account') return state;
      const index = definition.steps.indexOf('account');
      return { ...state, step: definition.steps[index + 1] ?? state.step, error: null };
    }
    case 'reset':
      return initialFlow(definition, event.values, event.step);
  }
}
