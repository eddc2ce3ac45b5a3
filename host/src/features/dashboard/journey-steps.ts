import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n, routes } from '@portal/shared';
import { pickupSentence, stageDescription, stageTitle } from '@portal/shared/journey';
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
const STEP_ACTIONS: Partial<Record<JourneyStage, { label: MessageDescriptor; to: string }>> = {
  HEALTH_FORM: { label: msg`Fill in the medical health form`, to: routes.medicalForm },
  BIRTH_AND_PICKUP: { label: msg`Request kit pick-up`, to: routes.pickUp },
  CERTIFICATE_READY: { label: msg`See the stem cell certificate`, to: routes.stemCellKey },
};

type Translate = (descriptor: MessageDescriptor) => string;

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

/**
 * The journey for display, with the next task (the current step) first; its words in the
 * language of `translate` (the page's, so that they follow a switch of language).
 */
export function orderJourney(
  steps: JourneyStepData[],
  pickup: PickupSummary | null = null,
  translate: Translate = (descriptor) => i18n._(descriptor),
): {
  next: JourneyStepView | null;
  steps: JourneyStepView[];
} {
  const views = steps.map((step): JourneyStepView => {
    const action = STEP_ACTIONS[step.stage];
    const view = {
      title: translate(stageTitle(step.stage)),
      description: translate(stageDescription(step.stage, step.status)),
      ...(action ? { action: { label: translate(action.label), to: action.to } } : {}),
      ...step,
    };
    if (step.stage !== 'BIRTH_AND_PICKUP' || !pickup) return view;
    const active = pickup.status !== 'CANCELLED';
    const sentence = translate(pickupSentence(pickup.status));
    const { reference } = pickup;
    return {
      ...view,
      description: active ? translate(msg`${sentence} Reference ${reference}.`) : sentence,
      action: {
        label: translate(active ? msg`See the pick-up` : msg`Request kit pick-up`),
        to: routes.pickUp,
      },
    };
  });
  return { next: views.find((step) => step.status === 'CURRENT') ?? null, steps: views };
}
