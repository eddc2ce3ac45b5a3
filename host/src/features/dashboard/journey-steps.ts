import { routes } from '@portal/shared';
import { PICKUP_WORDS, stageDescription, stageTitle } from '@portal/shared/journey';
import type { JourneyStage, PickupStatus, StepStatus } from './order-journey.generated';

export interface JourneyStepView {
  stage: JourneyStage;
  status: StepStatus;
  title: string;
  /** What the parent does, or what happens, at this step. */
  description: string;
  /** Where the parent acts on this step, when there is something to do. */
  action?: { label: string; to: string };
  completedAt: string | null;
}

/** Where the parent acts on a step, when there is something to do. */
const STEP_ACTIONS: Partial<Record<JourneyStage, { label: string; to: string }>> = {
  HEALTH_FORM: { label: 'Fill in the medical health form', to: routes.medicalForm },
  BIRTH_AND_PICKUP: { label: 'Request kit pick-up', to: routes.pickUp },
  CERTIFICATE_READY: { label: 'See the stem cell certificate', to: routes.stemCellKey },
};

interface JourneyStepData {
  stage: JourneyStage;
  status: StepStatus;
  completedAt: string | null;
}

/** The order's latest pick-up, as the pick-up page shows it (same gateway data). */
export interface PickupSummary {
  reference: string;
  status: PickupStatus;
}

/** The journey for display, with the next task (the current step) first. */
export function orderJourney(
  steps: JourneyStepData[],
  pickup: PickupSummary | null = null,
): {
  next: JourneyStepView | null;
  steps: JourneyStepView[];
} {
  const views = steps.map((step): JourneyStepView => {
    const action = STEP_ACTIONS[step.stage];
    const view = {
      title: stageTitle(step.stage),
      description: stageDescription(step.stage, step.status),
      ...(action ? { action } : {}),
      ...step,
    };
    if (step.stage !== 'BIRTH_AND_PICKUP' || !pickup) return view;
    const active = pickup.status !== 'CANCELLED';
    return {
      ...view,
      description: `${PICKUP_WORDS[pickup.status].sentence}${active ? ` Reference ${pickup.reference}.` : ''}`,
      action: { label: active ? 'See the pick-up' : 'Request kit pick-up', to: routes.pickUp },
    };
  });
  return { next: views.find((step) => step.status === 'CURRENT') ?? null, steps: views };
}
