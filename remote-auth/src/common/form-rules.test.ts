import * as z from 'zod/mini';
import { currentPasswordRule, emailRule, nameRule, newPasswordRule } from './form-rules';

function firstMessage(schema: z.ZodMiniType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('email', () => {
  it.each([
    ['', 'Enter your email address'],
    ['   ', 'Enter your email address'],
    ['parent', 'Enter an email address like name@example.com'],
    ['parent@', 'Enter an email address like name@example.com'],
    ['parent@example', 'Enter an email address like name@example.com'],
    ['parent example@example.com', 'Enter an email address like name@example.com'],
  ])('%p: %s', (value, message) => {
    expect(firstMessage(emailRule, value)).toBe(message);
  });

  it('accepts an address and trims what a phone keyboard adds', () => {
    expect(emailRule.parse(' parent@example.com ')).toBe('parent@example.com');
    expect(emailRule.parse('first.last+baby@hospital.example.org')).toBe(
      'first.last+baby@hospital.example.org',
    );
  });
});

describe('passwords', () => {
  it('asks for the password to sign in, of any length, untrimmed', () => {
    expect(firstMessage(currentPasswordRule, '')).toBe('Enter your password');
    expect(currentPasswordRule.parse(' abc ')).toBe(' abc ');
  });

  it("follows the provider's policy for a new password: at least 6 characters", () => {
    expect(firstMessage(newPasswordRule, '')).toBe('Create a password');
    expect(firstMessage(newPasswordRule, '12345')).toBe('Use at least 6 characters');
    expect(firstMessage(newPasswordRule, '123456')).toBeUndefined();
    expect(firstMessage(newPasswordRule, 'x'.repeat(4097))).toBe('Use 4096 characters or fewer');
  });
});

describe('name', () => {
  it('needs a name of at most 100 characters', () => {
    expect(firstMessage(nameRule, '  ')).toBe('Enter your name');
    expect(firstMessage(nameRule, 'x'.repeat(101))).toBe('Use 100 characters or fewer');
    expect(nameRule.parse(' Sam Parent ')).toBe('Sam Parent');
  });
});
