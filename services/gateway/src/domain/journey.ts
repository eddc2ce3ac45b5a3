import type { JourneyStage, StepStatus } from '../generated/resolvers.generated.js';

/** The journey of one order, in order. */
export const JOURNEY_STAGES: readonly JourneyStage[] = [
  'KIT_SHIPPED',
  'HEALTH_FORM',
  'BIRTH_AND_PICKUP',
  'LAB_PROCESSING',
  'CERTIFICATE_READY',
];

/** When each step was completed (null: not yet). */
export type JourneyFacts = Record<JourneyStage, Date | null>;

export interface JourneyStepState {
  stage: JourneyStage;
  status: StepStatus;
  completedAt: Date | null;
}

export interface Journey {
  /** The step the order stands at: the first one not done, or the last when all are done. */
  stage: JourneyStage;
  steps: JourneyStepState[];
}

/**
 * Derives the journey from what has happened. A step is DONE when its fact is recorded; the
 * first step not done is CURRENT; later ones are UPCOMING (or DONE if recorded out of order).
 */
export function journeyOf(facts: JourneyFacts): Journey {
  const current = JOURNEY_STAGES.find((stage) => facts[stage] === null);
  const steps = JOURNEY_STAGES.map((stage): JourneyStepState => {
    const completedAt = facts[stage];
    if (completedAt !== null) return { stage, status: 'DONE', completedAt };
    return { stage, status: stage === current ? 'CURRENT' : 'UPCOMING', completedAt: null };
  });
  return { stage: current ?? 'CERTIFICATE_READY', steps };
}
