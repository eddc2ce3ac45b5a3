import { msg } from '@lingui/core/macro';
import { problemsInStep, type CommerceProblem } from '@portal/rules/commerce';
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
}

export type FlowEvent<Values> =
  | { type: 'next'; signedIn: boolean }
  | { type: 'back'; signedIn: boolean }
  | { type: 'goTo'; step: string }
  | { type: 'edit'; values: Values; fields: readonly string[] }
  | { type: 'pay'; key: string }
  | { type: 'started'; checkoutId: string }
  | {
      type: 'failed';
      message: ParentText | null;
      problems?: CommerceProblem[];
      checkoutId?: string;
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
    case 'pay': {
      if (state.status !== 'editing' || state.step !== 'review') return state;
      const problems = definition.validate(state.values);
      const step = firstStepWithProblems(definition, problems);
      if (step) {
        return { ...state, step, problems: stepProblems(definition, step, problems), error: null };
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
