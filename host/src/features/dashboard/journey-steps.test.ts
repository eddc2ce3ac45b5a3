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

it('shows the pick-up step from the pick-up’s own status', () => {
  const steps = [
    { stage: 'HEALTH_FORM', status: 'DONE', completedAt: null },
    { stage: 'BIRTH_AND_PICKUP', status: 'CURRENT', completedAt: null },
  ] as const;
  const dispatched = orderJourney([...steps], { reference: 'PU-7F3K2Q', status: 'DISPATCHED' });
  expect(dispatched.next?.description).toBe(
    'The courier is on the way to collect the kit. Reference PU-7F3K2Q.',
  );
  expect(dispatched.next?.action).toEqual({ label: 'See the pick-up', to: '/portal/pick-up' });
  expect(orderJourney([...steps]).next?.description).toBe(
    'After the birth, ask for the courier to collect the kit from you.',
  );
});

it('says what happened at a done step: the kit has arrived once the form is next', () => {
  const { steps } = orderJourney([
    { stage: 'KIT_SHIPPED', status: 'DONE', completedAt: '2026-10-01T10:00:00Z' },
    { stage: 'HEALTH_FORM', status: 'CURRENT', completedAt: null },
  ]);
  expect(steps[0]?.description).toMatch(/has arrived/);
  expect(steps[0]?.description).not.toMatch(/on its way/);
  const shipped = orderJourney([{ stage: 'KIT_SHIPPED', status: 'CURRENT', completedAt: null }]);
  expect(shipped.next?.description).toMatch(/on its way/);
});
