import { routes } from '@portal/shared';
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

const STEP_TEXT: Record<JourneyStage, Omit<JourneyStepView, 'stage' | 'status' | 'completedAt'>> = {
  KIT_SHIPPED: {
    title: 'Collection kit shipped',
    description: 'Your collection kit is on its way. Pack it in your hospital bag.',
  },
  HEALTH_FORM: {
    title: 'Medical health form',
    description: 'Tell us about your health and pregnancy, so the lab can accept the collection.',
    action: { label: 'Fill in the medical health form', to: routes.medicalForm },
  },
  BIRTH_AND_PICKUP: {
    title: 'Birth and kit pick-up',
    description: 'After the birth, ask for the courier to collect the kit from you.',
    action: { label: 'Request kit pick-up', to: routes.pickUp },
  },
  LAB_PROCESSING: {
    title: 'Lab processing',
    description: 'The lab tests and processes the cord blood, then stores it safely.',
  },
  CERTIFICATE_READY: {
    title: 'Stem cell certificate ready',
    description: 'Your stem cell certificate has the details of the stored unit.',
    action: { label: 'See the stem cell certificate', to: routes.stemCellKey },
  },
};

interface JourneyStepData {
  stage: JourneyStage;
  status: StepStatus;
  completedAt: string | null;
}

const PICKUP_TEXT: Record<PickupStatus, string> = {
  REQUESTED: 'Pick-up requested: the courier will be dispatched soon.',
  DISPATCHED: 'The courier is on the way to collect the kit.',
  COLLECTED: 'The courier has collected the kit and is taking it to the lab.',
  RECEIVED: 'The kit has arrived at the lab.',
  CANCELLED: 'The pick-up was cancelled. Request a new one when you are ready.',
};

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
  const views = steps.map((step) => {
    const view = { ...STEP_TEXT[step.stage], ...step };
    if (step.stage !== 'BIRTH_AND_PICKUP' || !pickup) return view;
    const active = pickup.status !== 'CANCELLED';
    return {
      ...view,
      description: `${PICKUP_TEXT[pickup.status]}${active ? ` Reference ${pickup.reference}.` : ''}`,
      action: { label: active ? 'See the pick-up' : 'Request kit pick-up', to: routes.pickUp },
    };
  });
  return { next: views.find((step) => step.status === 'CURRENT') ?? null, steps: views };
}
