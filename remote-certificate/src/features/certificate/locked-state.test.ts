import { currentStage, expectCertificate, type JourneyStep } from './locked-state';

const journey = (current: number, completedAt = '2026-06-01T10:00:00.000Z'): JourneyStep[] =>
  (
    [
      'KIT_SHIPPED',
      'HEALTH_FORM',
      'BIRTH_AND_PICKUP',
      'LAB_PROCESSING',
      'CERTIFICATE_READY',
    ] as const
  ).map((stage, index) => ({
    stage,
    status: index < current ? 'DONE' : index === current ? 'CURRENT' : 'UPCOMING',
    completedAt: index < current ? completedAt : null,
  }));

const NOW = new Date('2026-06-10T12:00:00Z');

describe('expectCertificate', () => {
  it('before the birth: about three weeks after it, around the due date plus 21 days', () => {
    expect(expectCertificate(journey(1), '2026-07-06', NOW)).toEqual({
      kind: 'after-birth',
      around: '2026-07-27',
    });
    expect(expectCertificate(journey(2), null, NOW)).toEqual({ kind: 'after-birth', around: null });
  });

  it('after the birth: by the birth plus 21 days', () => {
    expect(expectCertificate(journey(3), null, NOW)).toEqual({ kind: 'by', date: '2026-06-22' });
    expect(expectCertificate(journey(4), '2026-05-30', NOW)).toEqual({
      kind: 'by',
      date: '2026-06-22',
    });
  });

  it('says so when the usual time has passed', () => {
    expect(expectCertificate(journey(4, '2026-05-01T10:00:00.000Z'), null, NOW)).toEqual({
      kind: 'late',
    });
  });
});

describe('currentStage', () => {
  it('is the current step, or the last when all are done', () => {
    expect(currentStage(journey(3))).toBe('LAB_PROCESSING');
    expect(currentStage(journey(5))).toBe('CERTIFICATE_READY');
  });
});
