import { journeyOf, type JourneyFacts } from './journey.js';

const at = (day: number) => new Date(Date.UTC(2026, 0, day));
const none: JourneyFacts = {
  KIT_SHIPPED: null,
  HEALTH_FORM: null,
  BIRTH_AND_PICKUP: null,
  LAB_PROCESSING: null,
  CERTIFICATE_READY: null,
};

describe('journeyOf', () => {
  it('puts a new order at the kit, everything else upcoming', () => {
    const journey = journeyOf(none);
    expect(journey.stage).toBe('KIT_SHIPPED');
    expect(journey.steps.map((step) => step.status)).toEqual([
      'CURRENT',
      'UPCOMING',
      'UPCOMING',
      'UPCOMING',
      'UPCOMING',
    ]);
  });

  it('moves to the first step not done, keeping completion times', () => {
    const journey = journeyOf({ ...none, KIT_SHIPPED: at(2), HEALTH_FORM: at(9) });
    expect(journey.stage).toBe('BIRTH_AND_PICKUP');
    expect(journey.steps.slice(0, 3)).toEqual([
      { stage: 'KIT_SHIPPED', status: 'DONE', completedAt: at(2) },
      { stage: 'HEALTH_FORM', status: 'DONE', completedAt: at(9) },
      { stage: 'BIRTH_AND_PICKUP', status: 'CURRENT', completedAt: null },
    ]);
  });

  it('keeps a fact recorded out of order as done without skipping the current step', () => {
    const journey = journeyOf({ ...none, KIT_SHIPPED: at(1), BIRTH_AND_PICKUP: at(20) });
    expect(journey.stage).toBe('HEALTH_FORM');
    expect(journey.steps.map((step) => step.status)).toEqual([
      'DONE',
      'CURRENT',
      'DONE',
      'UPCOMING',
      'UPCOMING',
    ]);
  });

  it('ends at CERTIFICATE_READY with every step done', () => {
    const journey = journeyOf({
      KIT_SHIPPED: at(1),
      HEALTH_FORM: at(2),
      BIRTH_AND_PICKUP: at(3),
      LAB_PROCESSING: at(4),
      CERTIFICATE_READY: at(5),
    });
    expect(journey.stage).toBe('CERTIFICATE_READY');
    expect(journey.steps.every((step) => step.status === 'DONE')).toBe(true);
  });
});
