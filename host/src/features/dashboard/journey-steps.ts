import { routes } from '@portal/shared';
import type { JourneyStage, StepStatus } from '../../graphql.generated';

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

/** The journey for display, with the next task (the current step) first. */
export function orderJourney(steps: JourneyStepData[]): {
  next: JourneyStepView | null;
  steps: JourneyStepView[];
} {
  const views = steps.map((step) => ({ ...STEP_TEXT[step.stage], ...step }));
  return { next: views.find((step) => step.status === 'CURRENT') ?? null, steps: views };
}
