import { checkContactPreferences } from './index.js';

describe('checkContactPreferences', () => {
  it('accepts a mobile number with text messages, and no number without them', () => {
    expect(
      checkContactPreferences({
        mobilePhone: ' +1 916 555 0142 ',
        preferences: [{ kind: 'COURIER_DISPATCHED', email: true, sms: true }],
      }),
    ).toEqual({
      checked: {
        mobilePhone: '+1 916 555 0142',
        preferences: [{ kind: 'COURIER_DISPATCHED', email: true, sms: true }],
      },
    });
    expect(
      checkContactPreferences({
        mobilePhone: '',
        preferences: [{ kind: 'COURIER_DISPATCHED', email: true, sms: false }],
      }),
    ).toMatchObject({ checked: { mobilePhone: null } });
  });

  it('names the field of a number that is not one and of texts without a number', () => {
    expect(
      checkContactPreferences({
        mobilePhone: 'call me',
        preferences: [{ kind: 'KIT_COLLECTED', email: false, sms: false }],
      }),
    ).toEqual({
      problems: [{ field: 'mobilePhone', message: 'Enter a mobile number like +1 916 555 0142.' }],
    });
    expect(
      checkContactPreferences({
        mobilePhone: null,
        preferences: [
          { kind: 'KIT_COLLECTED', email: false, sms: false },
          { kind: 'UNIT_AT_LAB', email: false, sms: true },
        ],
      }),
    ).toEqual({
      problems: [
        { field: 'preferences.1.sms', message: 'Add a mobile number to get text messages.' },
      ],
    });
  });
});
