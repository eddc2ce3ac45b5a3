import type { MessageDescriptor } from '@lingui/core';
import {
  pickupSentence,
  pickupStep,
  stageDescription,
  stageTitle,
  whereTheUnitIs,
  type JourneyStage,
  type PickupStatusName,
} from './journey-words';
import { i18n } from '../i18n';

const say = (words: MessageDescriptor) => i18n._(words);

const STAGES: JourneyStage[] = [
  'KIT_SHIPPED',
  'HEALTH_FORM',
  'BIRTH_AND_PICKUP',
  'LAB_PROCESSING',
  'CERTIFICATE_READY',
];
const STATUSES: PickupStatusName[] = [
  'REQUESTED',
  'DISPATCHED',
  'COLLECTED',
  'RECEIVED',
  'CANCELLED',
];

describe('journey words', () => {
  it('say what happened once a stage is done, and what comes while it is ahead', () => {
    expect(say(stageDescription('KIT_SHIPPED', 'CURRENT'))).toMatch(/on its way/);
    expect(say(stageDescription('KIT_SHIPPED', 'DONE'))).toMatch(/has arrived/);
    expect(say(stageDescription('KIT_SHIPPED', 'DONE'))).not.toMatch(/on its way/);
    expect(say(stageDescription('HEALTH_FORM', 'UPCOMING'))).toBe(
      'Tell us about your health and pregnancy, so the lab can accept the collection.',
    );
    expect(say(stageTitle('HEALTH_FORM'))).toBe('Medical health form');
  });

  it('never describe where the unit is in words that contradict a done stage', () => {
    // At each stage, every stage behind it is done: "where the unit is" must not say
    // that something which already happened is still on its way.
    STAGES.forEach((stage, index) => {
      const behind = STAGES.slice(0, index);
      if (behind.includes('KIT_SHIPPED'))
        expect(say(whereTheUnitIs(stage))).not.toMatch(/kit is on its way/);
    });
    expect(say(whereTheUnitIs('HEALTH_FORM'))).toContain('Your collection kit has arrived');
    expect(say(stageDescription('KIT_SHIPPED', 'DONE'))).toContain(
      'Your collection kit has arrived',
    );
  });

  it('name every pick-up status as a step and in a sentence', () => {
    for (const status of STATUSES) {
      expect(say(pickupStep(status))).not.toBe('');
      expect(say(pickupSentence(status))).toMatch(/\.$/);
    }
  });
});
