const PHONE_CHARACTERS = /^\+?[0-9\s().-]+$/;

/** A phone number a courier can dial: digits with optional +, spaces, dots, dashes, brackets; 7 to 15 digits. */
export function isPhoneNumber(value: string): boolean {
  const phone = value.trim();
  const digits = phone.replace(/\D/g, '').length;
  return phone.length <= 32 && PHONE_CHARACTERS.test(phone) && digits >= 7 && digits <= 15;
}
