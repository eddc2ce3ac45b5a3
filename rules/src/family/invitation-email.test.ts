import { checkInvitationEmail, invitationEmailKey } from './index.js';

describe('checkInvitationEmail', () => {
  it('accepts an address, whatever its case and surrounding spaces', () => {
    expect(checkInvitationEmail('  Sam.Rivera@Example.com ')).toEqual([]);
    expect(invitationEmailKey('  Sam.Rivera@Example.com ')).toBe('sam.rivera@example.com');
  });

  it('names the email field for an empty or malformed address', () => {
    expect(checkInvitationEmail(' ')).toMatchObject([
      { field: 'email', message: 'Enter the email address to invite.' },
    ]);
    expect(checkInvitationEmail('sam@example')).toMatchObject([
      { field: 'email', message: 'Enter an email address like name@example.com.' },
    ]);
  });

  it("refuses the holder's own address", () => {
    expect(checkInvitationEmail('PARENT@example.com', 'parent@example.com')).toMatchObject([
      { field: 'email', message: 'That is your own email address: you already have access.' },
    ]);
  });
});
