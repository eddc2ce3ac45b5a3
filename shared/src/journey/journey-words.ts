/**
 * The words for a child's journey, in one place: the dashboard, the pick-up page and the
 * certificate page all take a stage's or a pick-up status's words from here, so that at any
 * moment they say the same thing (they once told a parent both that the kit "is on its way"
 * and that it "has arrived"). Each answers its words as a message of the shared catalogue,
 * which the page says in its language (with useLingui's `i18n`: it follows a switch). This
 * entry holds no runtime of its own: an app may bundle its own copy of it.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The journey's stages, in order (the gateway's `JourneyStage`). */
export type JourneyStage =
  'KIT_SHIPPED' | 'HEALTH_FORM' | 'BIRTH_AND_PICKUP' | 'LAB_PROCESSING' | 'CERTIFICATE_READY';

/** A stage's place relative to where the order stands (the gateway's `StepStatus`). */
export type JourneyStepStatus = 'DONE' | 'CURRENT' | 'UPCOMING';

/** A pick-up's statuses (the gateway's `PickupStatus`). */
export type PickupStatusName = 'REQUESTED' | 'DISPATCHED' | 'COLLECTED' | 'RECEIVED' | 'CANCELLED';

interface StageWords {
  title: MessageDescriptor;
  /** What the parent does, or what happens, while the order stands at this stage (and before). */
  ahead: MessageDescriptor;
  /** What happened, once the order has passed this stage. */
  done: MessageDescriptor;
}

const STAGE_WORDS: Record<JourneyStage, StageWords> = {
  KIT_SHIPPED: {
    title: msg`Collection kit shipped`,
    ahead: msg`Your collection kit is on its way. Pack it in your hospital bag.`,
    done: msg`Your collection kit has arrived. Keep it in your hospital bag.`,
  },
  HEALTH_FORM: {
    title: msg`Medical health form`,
    ahead: msg`Tell us about your health and pregnancy, so the lab can accept the collection.`,
    done: msg`The lab has your medical health form.`,
  },
  BIRTH_AND_PICKUP: {
    title: msg`Birth and kit pick-up`,
    ahead: msg`After the birth, ask for the courier to collect the kit from you.`,
    done: msg`The courier has brought the cord blood to the lab.`,
  },
  LAB_PROCESSING: {
    title: msg`Lab processing`,
    ahead: msg`The lab tests and processes the cord blood, then stores it safely.`,
    done: msg`The lab has tested, processed and stored the cord blood.`,
  },
  CERTIFICATE_READY: {
    title: msg`Stem cell certificate ready`,
    ahead: msg`Your stem cell certificate has the details of the stored unit.`,
    done: msg`Your stem cell certificate has the details of the stored unit.`,
  },
};

/** A stage's title. */
export const stageTitle = (stage: JourneyStage): MessageDescriptor => STAGE_WORDS[stage].title;

/** What a stage says for its status: what happened once done, what comes otherwise. */
export function stageDescription(
  stage: JourneyStage,
  status: JourneyStepStatus,
): MessageDescriptor {
  return status === 'DONE' ? STAGE_WORDS[stage].done : STAGE_WORDS[stage].ahead;
}

/**
 * Where the kit or the cord blood is, in a sentence, while the order stands at a stage: the
 * words of the stages behind it, then what this one waits for.
 */
const WHERE_THE_UNIT_IS: Record<JourneyStage, MessageDescriptor> = {
  KIT_SHIPPED: msg`Your collection kit is on its way to you.`,
  HEALTH_FORM: msg`Your collection kit has arrived. The next step is the medical health form.`,
  BIRTH_AND_PICKUP: msg`We are waiting for the birth. After it, the courier brings the cord blood to the lab.`,
  LAB_PROCESSING: msg`The cord blood is at the lab, where it is tested and processed.`,
  CERTIFICATE_READY: msg`The lab has processed and stored the cord blood and is preparing the certificate.`,
};

interface PickupWords {
  /** The status as a step of the pick-up (the pick-up page's timeline). */
  step: MessageDescriptor;
  /** The status in a sentence (the dashboard's pick-up step). */
  sentence: MessageDescriptor;
}

const PICKUP_WORDS: Record<PickupStatusName, PickupWords> = {
  REQUESTED: {
    step: msg`Requested`,
    sentence: msg`Pick-up requested: the courier will be dispatched soon.`,
  },
  DISPATCHED: {
    step: msg`Courier dispatched`,
    sentence: msg`The courier is on the way to collect the kit.`,
  },
  COLLECTED: {
    step: msg`Kit collected`,
    sentence: msg`The courier has collected the kit and is taking it to the lab.`,
  },
  RECEIVED: { step: msg`Received at the lab`, sentence: msg`The kit has arrived at the lab.` },
  CANCELLED: {
    step: msg`Cancelled`,
    sentence: msg`The pick-up was cancelled. Request a new one when you are ready.`,
  },
};

/** Where the kit or the cord blood is, in a sentence, while the order stands at `stage`. */
export const whereTheUnitIs = (stage: JourneyStage): MessageDescriptor => WHERE_THE_UNIT_IS[stage];

/** A pick-up status as a step of the pick-up (the pick-up page's timeline). */
export const pickupStep = (status: PickupStatusName): MessageDescriptor =>
  PICKUP_WORDS[status].step;

/** A pick-up status in a sentence (the dashboard's pick-up step). */
export const pickupSentence = (status: PickupStatusName): MessageDescriptor =>
  PICKUP_WORDS[status].sentence;
