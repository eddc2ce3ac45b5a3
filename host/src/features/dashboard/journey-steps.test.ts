import { orderJourney } from './journey-steps';

it('puts the current step first as the next task, and keeps every step in order', () => {
  const { next, steps } = orderJourney([
    { stage: 'KIT_SHIPPED', status: 'DONE', completedAt: '2026-10-01T10:00:00Z' },
    { stage: 'HEALTH_FORM', status: 'CURRENT', completedAt: null },
    { stage: 'BIRTH_AND_PICKUP', status: 'UPCOMING', completedAt: null },
  ]);
  expect(next?.title).toBe('Medical health form');
  expect(next?.action?.to).toBe('/portal/medical-form');
  expect(steps.map((s) => s.stage)).toEqual(['KIT_SHIPPED', 'HEALTH_FORM', 'BIRTH_AND_PICKUP']);
});

it('has no next task when every step is done', () => {
  expect(
    orderJourney([{ stage: 'CERTIFICATE_READY', status: 'DONE', completedAt: null }]).next,
  ).toBeNull();
});
