import {
  giftTermCents,
  checkGiftCheckout,
  checkOrderCheckout,
  isEmailAddress,
  isIdempotencyKey,
  newGiftCode,
  normaliseGiftCode,
  ORDER_STEP_FIELDS,
  problemsInStep,
  type OrderCheckoutInput,
} from './index.js';

const today = '2026-11-23';
const order: OrderCheckoutInput = {
  planCode: 'annual',
  parentName: '  Ana Rivera ',
  phone: '+1 555 010 0199',
  dueDate: '2027-03-01',
  shippingAddress: {
    line1: '1 Main St',
    line2: '',
    city: 'Springfield',
    region: 'IL',
    postalCode: '62701',
    country: 'US',
  },
};

const fields = (result: ReturnType<typeof checkOrderCheckout>) =>
  result.ok ? [] : result.problems.map((problem) => problem.field);

describe('checkOrderCheckout', () => {
  it('accepts a complete order and trims what was typed', () => {
    const result = checkOrderCheckout(order, { today });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        parentName: 'Ana Rivera',
        shippingAddress: expect.objectContaining({ line2: null, country: 'US' }),
      }),
    });
  });

  it('names every missing field by its path', () => {
    const result = checkOrderCheckout(
      {
        planCode: '',
        parentName: ' ',
        phone: '12',
        dueDate: '',
        shippingAddress: { line1: '', city: '', region: '', postalCode: '', country: 'FR' },
      },
      { today },
    );
    expect(fields(result).sort()).toEqual(
      [
        'dueDate',
        'parentName',
        'phone',
        'planCode',
        'shippingAddress.city',
        'shippingAddress.country',
        'shippingAddress.line1',
        'shippingAddress.postalCode',
        'shippingAddress.region',
      ].sort(),
    );
  });

  it('refuses a due date far in the past or beyond a pregnancy, with a message that says why', () => {
    const past = checkOrderCheckout({ ...order, dueDate: '2026-11-01' }, { today });
    expect(past.ok ? '' : past.problems[0]?.message).toMatch(/more than 14 days ago/);
    expect(fields(checkOrderCheckout({ ...order, dueDate: '2026-11-10' }, { today }))).toEqual([]);
    const far = checkOrderCheckout({ ...order, dueDate: '2027-12-01' }, { today });
    expect(far.ok ? '' : far.problems[0]?.message).toBe(
      'The due date must be within the next 42 weeks.',
    );
    expect(fields(checkOrderCheckout({ ...order, dueDate: '2027-02-30' }, { today }))).toEqual([
      'dueDate',
    ]);
  });

  it('refuses control characters and over-long text', () => {
    const result = checkOrderCheckout(
      {
        ...order,
        parentName: 'Ana\u0000',
        shippingAddress: { ...order.shippingAddress, city: 'x'.repeat(101) },
      },
      { today },
    );
    expect(result.ok ? [] : result.problems).toMatchObject([
      { field: 'parentName', message: 'Your full name contains characters that are not allowed.' },
      { field: 'shippingAddress.city', message: 'The city must be at most 100 characters.' },
    ]);
  });

  it('groups problems by step', () => {
    const result = checkOrderCheckout(
      { ...order, phone: '', shippingAddress: { ...order.shippingAddress, city: '' } },
      { today },
    );
    const problems = result.ok ? [] : result.problems;
    expect(problemsInStep(problems, ORDER_STEP_FIELDS.details).map((p) => p.field)).toEqual([
      'phone',
    ]);
    expect(problemsInStep(problems, ORDER_STEP_FIELDS.shipping).map((p) => p.field)).toEqual([
      'shippingAddress.city',
    ]);
    expect(problemsInStep(problems, ORDER_STEP_FIELDS.plan)).toEqual([]);
  });
});

describe('checkGiftCheckout', () => {
  it('accepts a gift with an empty message as none', () => {
    expect(
      checkGiftCheckout({
        planCode: 'annual',
        giverName: 'Grandma',
        recipientName: 'Ana',
        recipientEmail: 'ana@example.com',
        message: '  ',
      }),
    ).toEqual({
      ok: true,
      value: {
        planCode: 'annual',
        giverName: 'Grandma',
        recipientName: 'Ana',
        recipientEmail: 'ana@example.com',
        message: null,
      },
    });
  });

  it('asks for a real email and a short message', () => {
    const result = checkGiftCheckout({
      planCode: 'annual',
      giverName: 'Grandma',
      recipientName: 'Ana',
      recipientEmail: 'ana@example',
      message: 'x'.repeat(501),
    });
    expect(result.ok ? [] : result.problems).toMatchObject([
      {
        field: 'recipientEmail',
        message: "Enter the recipient's email address in the form name@example.com.",
      },
      { field: 'message', message: 'The message must be at most 500 characters.' },
    ]);
  });

  it('tells emails apart', () => {
    expect(isEmailAddress('a.b@example.co.uk')).toBe(true);
    expect(isEmailAddress('a b@example.com')).toBe(false);
    expect(isEmailAddress('a@b@example.com')).toBe(false);
  });
});

describe('gift codes', () => {
  it('forgives case, spaces, dashes and a missing prefix', () => {
    expect(normaliseGiftCode(' gift-abcd efgh-jkmn ')).toBe('GIFT-ABCD-EFGH-JKMN');
    expect(normaliseGiftCode('abcdefghjkmn')).toBe('GIFT-ABCD-EFGH-JKMN');
  });

  it('refuses characters that are not in the alphabet or the wrong length', () => {
    expect(normaliseGiftCode('GIFT-ABCD-EFGH-JKM0')).toBeNull();
    expect(normaliseGiftCode('GIFT-ABCD-EFGH')).toBeNull();
    expect(normaliseGiftCode('x'.repeat(100))).toBeNull();
  });

  it('makes codes that normalise to themselves', () => {
    let seed = 7;
    const code = newGiftCode((n) => (seed = (seed * 31 + 11) % 997) % n);
    expect(normaliseGiftCode(code)).toBe(code);
  });
});

describe('isIdempotencyKey', () => {
  it('takes a UUID and refuses short or odd keys', () => {
    expect(isIdempotencyKey('0b6f8a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b')).toBe(true);
    expect(isIdempotencyKey('short')).toBe(false);
    expect(isIdempotencyKey('has spaces in it, 12345')).toBe(false);
  });
});

describe('giftTermCents', () => {
  it('is the first year of the plan: twelve months of a monthly plan, one year of an annual one', () => {
    expect(giftTermCents({ priceCents: 1_500, interval: 'month' })).toBe(18_000);
    expect(giftTermCents({ priceCents: 17_500, interval: 'year' })).toBe(17_500);
  });
});
