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
        mailingAddress: null,
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
    ).toMatchObject({
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
    ).toMatchObject({
      problems: [
        { field: 'preferences.1.sms', message: 'Add a mobile number to get text messages.' },
      ],
    });
  });

  it('checks a mailing address line by line, and keeps it trimmed', () => {
    const address = {
      line1: ' 12 Elm Street ',
      line2: '',
      city: 'Sacramento',
      region: 'CA',
      postalCode: '95814 ',
      country: 'US',
    };
    expect(
      checkContactPreferences({ mobilePhone: null, mailingAddress: address, preferences: [] }),
    ).toEqual({
      checked: {
        mobilePhone: null,
        mailingAddress: { ...address, line1: '12 Elm Street', line2: null, postalCode: '95814' },
        preferences: [],
      },
    });
    expect(
      checkContactPreferences({
        mobilePhone: null,
        mailingAddress: { ...address, city: ' ', country: 'FR' },
        preferences: [],
      }),
    ).toMatchObject({
      problems: [
        { field: 'mailingAddress.city', message: 'The city is required.' },
        {
          field: 'mailingAddress.country',
          message: 'We send mail to the United States and Canada; choose one of them.',
        },
      ],
    });
  });
});
