import {
  PICKUP_WORDS,
  STAGE_WORDS,
  WHERE_THE_UNIT_IS,
  stageDescription,
  type JourneyStage,
} from './journey-words';

const STAGES = Object.keys(STAGE_WORDS) as JourneyStage[];

describe('journey words', () => {
  it('say what happened once a stage is done, and what comes while it is ahead', () => {
    expect(stageDescription('KIT_SHIPPED', 'CURRENT')).toMatch(/on its way/);
    expect(stageDescription('KIT_SHIPPED', 'DONE')).toMatch(/has arrived/);
    expect(stageDescription('KIT_SHIPPED', 'DONE')).not.toMatch(/on its way/);
    expect(stageDescription('HEALTH_FORM', 'UPCOMING')).toBe(STAGE_WORDS.HEALTH_FORM.ahead);
  });

  it('never describe where the unit is in words that contradict a done stage', () => {
    // At each stage, every stage behind it is done: "where the unit is" must not say
    // that something which already happened is still on its way.
    STAGES.forEach((stage, index) => {
      const behind = STAGES.slice(0, index);
      if (behind.includes('KIT_SHIPPED'))
        expect(WHERE_THE_UNIT_IS[stage]).not.toMatch(/kit is on its way/);
    });
    expect(WHERE_THE_UNIT_IS.HEALTH_FORM).toContain('Your collection kit has arrived');
    expect(STAGE_WORDS.KIT_SHIPPED.done).toContain('Your collection kit has arrived');
  });

  it('name every pick-up status as a step and in a sentence', () => {
    for (const words of Object.values(PICKUP_WORDS)) {
      expect(words.step).not.toBe('');
      expect(words.sentence).toMatch(/\.$/);
    }
  });
});
