import { checkOrderCheckout, checkGiftCheckout } from '../commerce/index.js';
import { checkContactPreferences } from '../contact/index.js';
import { checkInvitationEmail } from '../family/index.js';
import { checkDraft, checkSubmission } from '../medical-form/index.js';
import { checkPickupRequest } from '../pickup/index.js';
import {
  RULE_MESSAGES,
  problemOfIssue,
  ruleIssue,
  ruleMessage,
  type CoreRuleCode,
  type RuleProblem,
} from './rule-messages.js';

describe('the rules’ sentences', () => {
  it('fills every value a sentence names, and keeps one it was not given', () => {
    expect(ruleMessage('text.tooLong', { label: 'The room', max: 50 })).toBe(
      'The room must be at most 50 characters.',
    );
    expect(ruleMessage('pickup.window.tooFar')).toBe(
      'The preferred pick-up time can be at most {days} days ahead.',
    );
  });

  it('turns a zod issue back into its code, values and sentence', () => {
    expect(problemOfIssue('room', ruleIssue('text.characters', { label: 'The room' }))).toEqual({
      field: 'room',
      code: 'text.characters',
      values: { label: 'The room' },
      message: 'The room contains characters that are not allowed.',
    });
    expect(problemOfIssue('room', 'Invalid input')).toEqual({
      field: 'room',
      message: 'Invalid input',
    });
  });

  it('gives every problem a code whose sentence is its message (pages translate by code)', () => {
    const now = new Date('2026-06-02T12:00:00Z');
    const problems: RuleProblem[] = [
      ...(() => {
        const result = checkPickupRequest(
          {
            locationType: 'boat',
            place: '',
            address: 'x'.repeat(600),
            kitLocation: '',
            timeZone: 'Mars/Base',
            birthDate: '2026-13-01',
            birthTime: '25:00',
            collectionDate: '',
            collectionTime: '',
            contactPhone: '12',
            alternatePhone: 'call me',
            notes: 'a\u0000b',
            preferredWindowStart: null,
            checklist: [],
          } as never,
          { now, supportPhone: '+1 800 555 0199' },
        );
        return result.ok ? [] : result.problems;
      })(),
      ...(() => {
        const result = checkOrderCheckout(
          {
            planCode: '',
            parentName: '',
            phone: 'x',
            dueDate: '2020-01-01',
            shippingAddress: {
              line1: '',
              line2: null,
              city: '',
              region: '',
              postalCode: '!',
              country: 'FR',
            },
          },
          { today: '2026-06-02' },
        );
        return result.ok ? [] : result.problems;
      })(),
      ...(() => {
        const result = checkGiftCheckout({
          planCode: 'annual',
          giverName: '',
          recipientName: '',
          recipientEmail: 'not-an-email',
          message: null,
        });
        return result.ok ? [] : result.problems;
      })(),
      ...(() => {
        const result = checkContactPreferences({
          mobilePhone: 'abc',
          preferences: [
            { kind: 'A', email: true, sms: true },
            { kind: 'A', email: true, sms: false },
          ],
        });
        return 'problems' in result ? result.problems : [];
      })(),
      ...checkInvitationEmail('nobody'),
      ...(() => {
        const result = checkSubmission({}, now);
        return result.ok ? [] : result.problems;
      })(),
      ...(() => {
        const result = checkDraft({ mother: { unknown: 'x' } });
        return result.ok ? [] : result.problems;
      })(),
    ];
    expect(problems.length).toBeGreaterThan(25);
    for (const problem of problems) {
      expect(problem.code).toBeDefined();
      expect(Object.keys(RULE_MESSAGES)).toContain(problem.code);
      expect(problem.message).toBe(ruleMessage(problem.code as CoreRuleCode, problem.values));
      expect(problem.message).not.toMatch(/\{\w+\}|rule:/);
    }
  });
});
