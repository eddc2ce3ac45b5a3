import type { JourneyStage } from '../../generated/resolvers.generated.js';
import type { FieldProblem } from '../field-problem.js';
import { JOURNEY_STAGES, journeyOf, type JourneyFacts } from '../journey.js';
import { LAB_PROGRESS } from './lab-progress.js';

/** What an order has recorded so far. */
export interface AdvanceState {
  facts: JourneyFacts;
  labReceivedAt: Date | null;
}

export interface AdvanceRequest {
  /** The step that becomes current. */
  to: JourneyStage;
  /** When the steps completed by this move happened. */
  at: Date;
  /** The birth (cord blood collection), when this move records it. */
  birthAt?: Date | undefined;
}

/** The facts a move records (each only where not yet recorded) and the lab progress it reaches. */
export interface AdvancePlan {
  kitShippedAt?: Date;
  healthFormAt?: Date;
  collectedAt?: Date;
  labReceivedAt?: Date;
  labProcessedAt?: Date;
  progress?: number;
}

export type AdvanceCheck =
  { plan: AdvancePlan } | { conflict: string } | { problems: FieldProblem[] };

const latestOf = (instants: (Date | null)[]): Date | null =>
  instants.reduce<Date | null>(
    (latest, instant) => (instant && (!latest || instant > latest) ? instant : latest),
    null,
  );

/**
 * Plans the move of a journey so that `to` becomes its current step: every earlier step not
 * yet done is recorded. Only forward, and in time order: nothing recorded here may be before
 * what is already recorded. Steps up to the birth happen at the birth when it is given.
 */
export function planAdvance(state: AdvanceState, request: AdvanceRequest): AdvanceCheck {
  const journey = journeyOf(state.facts);
  const toIndex = JOURNEY_STAGES.indexOf(request.to);
  const currentIndex = JOURNEY_STAGES.indexOf(journey.stage);
  if (journey.steps.every((step) => step.status === 'DONE')) {
    return { conflict: 'Every step of this order is done: the journey only moves forward.' };
  }
  if (toIndex === currentIndex) {
    return {
      conflict: `${request.to} is already the current step of this order: the journey only moves forward.`,
    };
  }
  if (toIndex < currentIndex) {
    return {
      conflict: `This order is already past ${request.to} (its current step is ${journey.stage}): the journey only moves forward.`,
    };
  }

  const toRecord = JOURNEY_STAGES.slice(0, toIndex).filter((stage) => state.facts[stage] === null);
  const recordsBirth = toRecord.includes('BIRTH_AND_PICKUP');
  const latest = latestOf([...Object.values(state.facts), state.labReceivedAt]);
  const problems: FieldProblem[] = [];
  if (latest && request.at < latest) {
    problems.push({
      field: 'input.at',
      message: `When (at) cannot be before the order's last recorded step (${latest.toISOString()}).`,
    });
  }
  const { birthAt } = request;
  if (birthAt && !recordsBirth) {
    problems.push({
      field: 'input.birthAt',
      message:
        'The birth (birthAt) can only be given when this move records it: moving from before BIRTH_AND_PICKUP to LAB_PROCESSING or CERTIFICATE_READY.',
    });
  } else if (birthAt && birthAt > request.at) {
    problems.push({
      field: 'input.birthAt',
      message: 'The birth (birthAt) cannot be after when the move happened (at).',
    });
  } else if (birthAt && latest && birthAt < latest) {
    problems.push({
      field: 'input.birthAt',
      message: `The birth (birthAt) cannot be before the order's last recorded step (${latest.toISOString()}).`,
    });
  }
  if (problems.length > 0) return { problems };

  const untilBirth = birthAt ?? request.at;
  const plan: AdvancePlan = {};
  for (const stage of toRecord) {
    if (stage === 'KIT_SHIPPED') plan.kitShippedAt = untilBirth;
    if (stage === 'HEALTH_FORM') plan.healthFormAt = untilBirth;
    if (stage === 'BIRTH_AND_PICKUP') plan.collectedAt = untilBirth;
    if (stage === 'LAB_PROCESSING') {
      if (!state.labReceivedAt) plan.labReceivedAt = request.at;
      plan.labProcessedAt = request.at;
      plan.progress = LAB_PROGRESS.processed;
    }
  }
  return { plan };
}
