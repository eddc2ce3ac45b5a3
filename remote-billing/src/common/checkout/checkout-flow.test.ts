import { agreementTermsFor, STORAGE_AGREEMENT_VERSION } from '@portal/rules/agreement';
import {
  agreementLanguageOf,
  initialFlow,
  reduceFlow,
  shownAgreement,
  visibleSteps,
  type FlowEvent,
  type FlowState,
} from './checkout-flow';
import { emptyOrderValues, orderFlow, type OrderValues } from '../../features/order/order-values';

const valid: OrderValues = {
  planCode: 'annual',
  parentName: 'Ana Rivera',
  phone: '+1 555 010 0199',
  dueDate: (() => {
    const date = new Date();
    date.setDate(date.getDate() + 90);
    return date.toISOString().slice(0, 10);
  })(),
  shippingAddress: {
    line1: '1 Main St',
    line2: '',
    city: 'Springfield',
    region: 'IL',
    postalCode: '62701',
    country: 'US',
  },
};

const run = (state: FlowState<OrderValues>, ...events: FlowEvent<OrderValues>[]) =>
  events.reduce((current, event) => reduceFlow(orderFlow, current, event), state);

const signedOut = { type: 'next', signedIn: false } as const;
const next = { type: 'next', signedIn: true } as const;
const back = { type: 'back', signedIn: true } as const;

describe('the order flow', () => {
  it('stays on a step with problems, each named beside its field', () => {
    const state = run(initialFlow(orderFlow, emptyOrderValues()), next);
    expect(state.step).toBe('plan');
    expect(state.problems).toEqual([
      expect.objectContaining({ field: 'planCode', message: 'Choose a plan.' }),
    ]);
  });

  it('checks only the current step: details, then shipping', () => {
    const atDetails = run(
      initialFlow(orderFlow, { ...emptyOrderValues(), planCode: 'annual' }),
      next,
    );
    expect(atDetails.step).toBe('details');
    const refused = run(atDetails, next);
    expect(refused.step).toBe('details');
    expect(refused.problems.map((problem) => problem.field)).toEqual([
      'parentName',
      'phone',
      'dueDate',
    ]);
    const atShipping = run(
      initialFlow(
        orderFlow,
        { ...valid, shippingAddress: { ...valid.shippingAddress, city: '' } },
        'details',
      ),
      next,
    );
    expect(atShipping.step).toBe('shipping');
    const refusedShipping = run(atShipping, next);
    expect(refusedShipping.problems).toEqual([
      expect.objectContaining({ field: 'shippingAddress.city', message: 'The city is required.' }),
    ]);
  });

  it('goes forward through every step, skipping the account step once signed in', () => {
    const state = initialFlow(orderFlow, valid);
    expect(run(state, next, next, next).step).toBe('review');
    expect(run(state, signedOut, signedOut, signedOut).step).toBe('account');
    expect(visibleSteps(orderFlow, true)).toEqual(['plan', 'details', 'shipping', 'review']);
  });

  it('does not pass the account step while signed out, and leaves it once signed in', () => {
    const atAccount = run(initialFlow(orderFlow, valid), signedOut, signedOut, signedOut);
    const refused = run(atAccount, signedOut);
    expect(refused.step).toBe('account');
    expect(refused.error).toMatchObject({ message: 'Sign in or create an account to continue.' });
    expect(run(atAccount, { type: 'signedIn' }).step).toBe('review');
  });

  it('goes back without losing what was typed', () => {
    const atReview = run(initialFlow(orderFlow, valid), next, next, next);
    const backTwice = run(atReview, back, back);
    expect(backTwice.step).toBe('details');
    expect(backTwice.values).toEqual(valid);
    expect(run(backTwice, back, back).step).toBe('plan');
  });

  it('jumps back from the review to a step to change it, never forward', () => {
    const atReview = run(initialFlow(orderFlow, valid), next, next, next);
    expect(run(atReview, { type: 'goTo', step: 'shipping' }).step).toBe('shipping');
    const atDetails = initialFlow(orderFlow, valid, 'details');
    expect(run(atDetails, { type: 'goTo', step: 'review' }).step).toBe('details');
  });

  it('pays once: a second pay while starting changes nothing and keeps the first key', () => {
    const atReview = run(initialFlow(orderFlow, valid), next, next, next);
    const starting = run(atReview, { type: 'pay', key: 'first-key-0000000001' });
    expect(starting.status).toBe('starting');
    const again = run(starting, { type: 'pay', key: 'second-key-000000002' });
    expect(again).toBe(starting);
    expect(run(starting, { type: 'started', checkoutId: 'co_1' })).toMatchObject({
      status: 'redirecting',
      checkoutId: 'co_1',
    });
  });

  it('sends the parent to the first step with a problem when paying with one', () => {
    const broken = { ...valid, phone: '' };
    const state = run(initialFlow(orderFlow, broken, 'review'), {
      type: 'pay',
      key: 'k'.repeat(20),
    });
    expect(state.step).toBe('details');
    expect(state.status).toBe('editing');
    expect(state.problems.map((problem) => problem.field)).toEqual(['phone']);
  });

  it('retries a failed start with the same key, so the server starts one checkout', () => {
    const atReview = initialFlow(orderFlow, valid, 'review');
    const failed = run(
      atReview,
      { type: 'pay', key: 'first-key-0000000001' },
      { type: 'failed', message: { serverWords: 'We could not open the payment page just now.' } },
    );
    expect(failed).toMatchObject({
      status: 'editing',
      step: 'review',
      error: { serverWords: 'We could not open the payment page just now.' },
    });
    const retried = run(failed, { type: 'pay', key: 'another-key-00000003' });
    expect(retried.status).toBe('starting');
    expect(retried.idempotencyKey).toBe('first-key-0000000001');
  });

  it('takes the server’s field problems to their step', () => {
    const state = run(
      initialFlow(orderFlow, valid, 'review'),
      { type: 'pay', key: 'first-key-0000000001' },
      {
        type: 'failed',
        message: null,
        problems: [{ field: 'shippingAddress.postalCode', message: 'Enter the ZIP code.' }],
      },
    );
    expect(state.step).toBe('shipping');
    expect(state.problems).toEqual([
      { field: 'shippingAddress.postalCode', message: 'Enter the ZIP code.' },
    ]);
  });

  it('comes back from a cancelled payment to the review, filled, ready to pay again', () => {
    const fresh = initialFlow(orderFlow, emptyOrderValues());
    const back = run(fresh, { type: 'returned', values: valid, checkoutId: 'co_1' });
    expect(back).toMatchObject({
      step: 'review',
      values: valid,
      notice: 'cancelled',
      checkoutId: 'co_1',
      status: 'editing',
    });
    expect(run(back, { type: 'pay', key: 'k'.repeat(20) }).status).toBe('starting');
  });

  it('starts a new checkout when what is paid for changes after a cancelled payment', () => {
    const back = run(initialFlow(orderFlow, emptyOrderValues()), {
      type: 'returned',
      values: valid,
      checkoutId: 'co_1',
    });
    const edited = run(back, {
      type: 'edit',
      values: { ...valid, planCode: 'monthly' },
      fields: ['planCode'],
    });
    expect(edited.checkoutId).toBeNull();
    expect(edited.idempotencyKey).toBeNull();
    expect(edited.notice).toBeNull();
  });

  it('clears a field’s problem as soon as it is edited', () => {
    const refused = run(
      initialFlow(orderFlow, { ...valid, phone: '', parentName: '' }, 'details'),
      next,
    );
    const edited = run(refused, {
      type: 'edit',
      values: { ...refused.values, phone: '+1 555 010 0199' },
      fields: ['phone'],
    });
    expect(edited.problems.map((problem) => problem.field)).toEqual(['parentName']);
  });
});

describe('the storage agreement on the review', () => {
  const annual = {
    code: 'annual',
    name: 'Annual storage',
    priceCents: 17_500,
    currency: 'usd',
    interval: 'year',
  };
  const shown = shownAgreement(agreementTermsFor('ORDER', annual), 'en');
  const atReview = () => initialFlow(orderFlow, valid, 'review');

  it('is what the gateway records: today’s version, the language and the plan’s price', () => {
    expect(shown.acceptance).toEqual({
      version: STORAGE_AGREEMENT_VERSION,
      language: 'en',
      priceCents: 17_500,
    });
    // Another price, plan or language is another agreement to accept.
    const dearer = shownAgreement(
      agreementTermsFor('ORDER', { ...annual, priceCents: 18_000 }),
      'en',
    );
    expect(dearer.key).not.toBe(shown.key);
    expect(shownAgreement(agreementTermsFor('ORDER', annual), 'es').key).not.toBe(shown.key);
    expect(agreementLanguageOf('es')).toBe('es');
    expect(agreementLanguageOf('es-MX')).toBe('es');
    expect(agreementLanguageOf('en')).toBe('en');
  });

  it('refuses to pay until it is accepted, as a problem of its checkbox, each time anew', () => {
    const refused = run(atReview(), { type: 'pay', key: 'k'.repeat(20), agreement: shown.key });
    expect(refused.status).toBe('editing');
    expect(refused.step).toBe('review');
    expect(refused.problems).toEqual([expect.objectContaining({ field: 'agreement' })]);
    const again = run(refused, { type: 'pay', key: 'k'.repeat(20), agreement: shown.key });
    expect(again.problems).not.toBe(refused.problems);

    const accepted = run(refused, { type: 'agree', agreement: shown });
    expect(accepted.problems).toEqual([]);
    expect(accepted.agreed).toBe(shown);
    const paying = run(accepted, { type: 'pay', key: 'k'.repeat(20), agreement: shown.key });
    expect(paying.status).toBe('starting');
  });

  it('asks again for an agreement the parent did not accept (another plan or price)', () => {
    const other = shownAgreement(
      agreementTermsFor('ORDER', {
        ...annual,
        code: 'monthly',
        priceCents: 1_500,
        interval: 'month',
      }),
      'en',
    );
    const accepted = run(atReview(), { type: 'agree', agreement: shown });
    const refused = run(accepted, { type: 'pay', key: 'k'.repeat(20), agreement: other.key });
    expect(refused.status).toBe('editing');
    expect(refused.problems.map((problem) => problem.field)).toEqual(['agreement']);
    const cleared = run(accepted, { type: 'agree', agreement: null });
    expect(run(cleared, { type: 'pay', key: 'k'.repeat(20), agreement: shown.key }).status).toBe(
      'editing',
    );
  });

  it('sends the parent to choose a plan when the review shows no agreement (a plan not listed)', () => {
    const state = run(atReview(), { type: 'pay', key: 'k'.repeat(20), agreement: null });
    expect(state.step).toBe('plan');
    expect(state.status).toBe('editing');
  });

  it('is accepted again after the gateway’s conflict, keeping what was typed', () => {
    const starting = run(
      atReview(),
      { type: 'agree', agreement: shown },
      { type: 'pay', key: 'first-key-0000000001', agreement: shown.key },
    );
    const conflict = run(starting, {
      type: 'failed',
      message: { serverWords: 'The storage agreement has changed since this page was opened.' },
      conflict: true,
    });
    expect(conflict).toMatchObject({
      status: 'editing',
      step: 'review',
      values: valid,
      agreed: null,
    });
    const otherFailure = run(starting, { type: 'failed', message: { serverWords: 'Busy.' } });
    expect(otherFailure.agreed).toBe(shown);
  });
});
