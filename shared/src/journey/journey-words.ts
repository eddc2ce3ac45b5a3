/**
 * The words for a child's journey, in one place: the dashboard, the pick-up page and the
 * certificate page all take a stage's or a pick-up status's words from here, so that at any
 * moment they say the same thing (they once told a parent both that the kit "is on its way"
 * and that it "has arrived").
 */

/** The journey's stages, in order (the gateway's `JourneyStage`). */
export type JourneyStage =
  'KIT_SHIPPED' | 'HEALTH_FORM' | 'BIRTH_AND_PICKUP' | 'LAB_PROCESSING' | 'CERTIFICATE_READY';

/** A stage's place relative to where the order stands (the gateway's `StepStatus`). */
export type JourneyStepStatus = 'DONE' | 'CURRENT' | 'UPCOMING';

/** A pick-up's statuses (the gateway's `PickupStatus`). */
export type PickupStatusName = 'REQUESTED' | 'DISPATCHED' | 'COLLECTED' | 'RECEIVED' | 'CANCELLED';

interface StageWords {
  title: string;
  /** What the parent does, or what happens, while the order stands at this stage (and before). */
  ahead: string;
  /** What happened, once the order has passed this stage. */
  done: string;
}

export const STAGE_WORDS: Record<JourneyStage, StageWords> = {
  KIT_SHIPPED: {
    title: 'Collection kit shipped',
    ahead: 'Your collection kit is on its way. Pack it in your hospital bag.',
    done: 'Your collection kit has arrived. Keep it in your hospital bag.',
  },
  HEALTH_FORM: {
    title: 'Medical health form',
    ahead: 'Tell us about your health and pregnancy, so the lab can accept the collection.',
    done: 'The lab has your medical health form.',
  },
  BIRTH_AND_PICKUP: {
    title: 'Birth and kit pick-up',
    ahead: 'After the birth, ask for the courier to collect the kit from you.',
    done: 'The courier has brought the cord blood to the lab.',
  },
  LAB_PROCESSING: {
    title: 'Lab processing',
    ahead: 'The lab tests and processes the cord blood, then stores it safely.',
    done: 'The lab has tested, processed and stored the cord blood.',
  },
  CERTIFICATE_READY: {
    title: 'Stem cell certificate ready',
    ahead: 'Your stem cell certificate has the details of the stored unit.',
    done: 'Your stem cell certificate has the details of the stored unit.',
  },
};

/** A stage's title. */
export const stageTitle = (stage: JourneyStage): string => STAGE_WORDS[stage].title;

/** What a stage says for its status: what happened once done, what comes otherwise. */
export function stageDescription(stage: JourneyStage, status: JourneyStepStatus): string {
  return status === 'DONE' ? STAGE_WORDS[stage].done : STAGE_WORDS[stage].ahead;
}

/**
 * Where the kit or the cord blood is, in a sentence, while the order stands at a stage: the
 * words of the stages behind it, then what this one waits for.
 */
export const WHERE_THE_UNIT_IS: Record<JourneyStage, string> = {
  KIT_SHIPPED: 'Your collection kit is on its way to you.',
  HEALTH_FORM: 'Your collection kit has arrived. The next step is the medical health form.',
  BIRTH_AND_PICKUP:
    'We are waiting for the birth. After it, the courier brings the cord blood to the lab.',
  LAB_PROCESSING: 'The cord blood is at the lab, where it is tested and processed.',
  CERTIFICATE_READY:
    'The lab has processed and stored the cord blood and is preparing the certificate.',
};

interface PickupWords {
  /** The status as a step of the pick-up (the pick-up page's timeline). */
  step: string;
  /** The status in a sentence (the dashboard's pick-up step). */
  sentence: string;
}

export const PICKUP_WORDS: Record<PickupStatusName, PickupWords> = {
  REQUESTED: {
    step: 'Requested',
    sentence: 'Pick-up requested: the courier will be dispatched soon.',
  },
  DISPATCHED: {
    step: 'Courier dispatched',
    sentence: 'The courier is on the way to collect the kit.',
  },
  COLLECTED: {
    step: 'Kit collected',
    sentence: 'The courier has collected the kit and is taking it to the lab.',
  },
  RECEIVED: { step: 'Received at the lab', sentence: 'The kit has arrived at the lab.' },
  CANCELLED: {
    step: 'Cancelled',
    sentence: 'The pick-up was cancelled. Request a new one when you are ready.',
  },
};
