import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RuleCode, RuleLabel } from '@portal/rules/text';

/*
 * The rules' sentences (`@portal/rules/text`'s RULE_MESSAGES) in the portal's catalogue: a page
 * shows a field problem by its code, in the parent's language. The English here is the rules'
 * own, word for word (rule-texts.test.ts compares them).
 */
export const RULE_TEXTS: Readonly<Record<RuleCode, MessageDescriptor>> = {
  'text.required': msg({ message: '{label} is required.' }),
  'text.tooLong': msg({ message: '{label} must be at most {max} characters.' }),
  'text.characters': msg({ message: '{label} contains characters that are not allowed.' }),
  'text.notText': msg({ message: '{label} must be text.' }),
  'pickup.locationType': msg({ message: 'Choose where the kit is picked up: hospital or home.' }),
  'pickup.kitLocation': msg({
    message: 'Tell us where the kit is: with you or at the nurses’ station.',
  }),
  'pickup.timeZone': msg({ message: 'Choose the time zone of the hospital.' }),
  'pickup.birthDate.required': msg({ message: 'Enter the date of birth.' }),
  'pickup.birthDate.invalid': msg({ message: 'Enter the date of birth as a date (YYYY-MM-DD).' }),
  'pickup.birthTime.required': msg({ message: 'Enter the time of birth.' }),
  'pickup.birthTime.invalid': msg({
    message: 'Enter the time of birth as a 24-hour time (HH:MM).',
  }),
  'pickup.collectionDate.required': msg({ message: 'Enter the date of the collection.' }),
  'pickup.collectionDate.invalid': msg({
    message: 'Enter the date of the collection as a date (YYYY-MM-DD).',
  }),
  'pickup.collectionTime.required': msg({ message: 'Enter the time of the collection.' }),
  'pickup.collectionTime.invalid': msg({
    message: 'Enter the time of the collection as a 24-hour time (HH:MM).',
  }),
  'pickup.contactPhone': msg({
    message: 'Enter a mobile number the courier can call, e.g. +1 555 010 0199 (7 to 15 digits).',
  }),
  'pickup.alternatePhone': msg({
    message:
      'Enter the other phone number as a phone number, e.g. +1 555 010 0199 (7 to 15 digits), or leave it empty.',
  }),
  'pickup.checklist': msg({ message: 'Confirm each item of the checklist.' }),
  'pickup.checklist.incomplete': msg({
    message: 'Confirm each item of the checklist before you send the request.',
  }),
  'pickup.time.nonexistent': msg({
    message:
      'This time does not exist in the hospital’s time zone (the clocks changed then): enter the time shown on the clock.',
  }),
  'pickup.birth.future': msg({ message: 'The birth cannot be in the future.' }),
  'pickup.collection.future': msg({
    message: 'The collection cannot be in the future: enter when the cord blood was collected.',
  }),
  'pickup.collection.beforeBirth': msg({ message: 'The collection cannot be before the birth.' }),
  'pickup.window.invalid': msg({
    message:
      'Enter the preferred pick-up time as a date and time, or choose “as soon as possible”.',
  }),
  'pickup.window.past': msg({
    message: 'The preferred pick-up time has passed: choose a later time or “as soon as possible”.',
  }),
  'pickup.window.tooFar': msg({
    message: 'The preferred pick-up time can be at most {days} days ahead.',
  }),
  'pickup.tooLate': msg({
    message:
      'The kit must reach the lab within {hours} hours of the collection, and this pick-up would be too late. Please call us now on {phone} so we can arrange it.',
  }),
  'commerce.plan': msg({ message: 'Choose a plan.' }),
  'commerce.giftCode': msg({
    message: 'Enter the gift code as it appears in the gift email, e.g. GIFT-ABCD-EFGH-JKMN.',
  }),
  'commerce.postalCode.required': msg({ message: 'Enter the ZIP or postal code.' }),
  'commerce.postalCode.invalid': msg({
    message: 'Enter the ZIP or postal code with letters and digits only, e.g. 94110 or K1A 0B1.',
  }),
  'commerce.shippingCountry.missing': msg({ message: 'Choose the country the kit ships to.' }),
  'commerce.shippingCountry.other': msg({
    message: 'We ship collection kits to the United States and Canada; choose one of them.',
  }),
  'commerce.mailingCountry.missing': msg({ message: 'Choose the country.' }),
  'commerce.mailingCountry.other': msg({
    message: 'We send mail to the United States and Canada; choose one of them.',
  }),
  'commerce.phone': msg({
    message:
      'Enter a phone number we can call about the kit, e.g. +1 555 010 0199 (7 to 15 digits).',
  }),
  'commerce.dueDate.required': msg({ message: "Enter the baby's due date." }),
  'commerce.dueDate.invalid': msg({ message: "Enter the baby's due date as a date (YYYY-MM-DD)." }),
  'commerce.dueDate.past': msg({
    message:
      'The due date is more than {days} days ago. If your baby is already born, please call us: cord blood is collected at the birth.',
  }),
  'commerce.dueDate.ahead': msg({ message: 'The due date must be within the next {weeks} weeks.' }),
  'commerce.recipientEmail.required': msg({ message: "Enter the recipient's email address." }),
  'commerce.recipientEmail.invalid': msg({
    message: "Enter the recipient's email address in the form name@example.com.",
  }),
  'contact.mobilePhone': msg({ message: 'Enter a mobile number like +1 916 555 0142.' }),
  'contact.smsWithoutPhone': msg({ message: 'Add a mobile number to get text messages.' }),
  'contact.kindTwice': msg({ message: 'Each kind of notification once.' }),
  'family.email.required': msg({ message: 'Enter the email address to invite.' }),
  'family.email.invalid': msg({ message: 'Enter an email address like name@example.com.' }),
  'family.email.own': msg({ message: 'That is your own email address: you already have access.' }),
  'medical.unknownQuestion': msg({ message: '“{key}” is not a question of this form.' }),
  'medical.section': msg({ message: 'The “{section}” answers must be a set of answers.' }),
  'medical.date.invalid': msg({
    message: '{label} must be a date (YYYY-MM-DD).',
    comment: 'Review: clinical',
  }),
  'medical.date.future': msg({
    message: '{label} cannot be in the future.',
    comment: 'Review: clinical',
  }),
  'medical.date.before1900': msg({
    message: '{label} must be after 1900.',
    comment: 'Review: clinical',
  }),
  'medical.date.window': msg({
    message: '{label} must be within the past year or the next 10 months.',
    comment: 'Review: clinical',
  }),
  'medical.phone': msg({
    message: '{label} must be a phone number with 7 to 15 digits, for example +1 916 555 0100.',
    comment: 'Review: clinical',
  }),
  'medical.choice': msg({
    message: 'Choose an answer for “{label}”.',
    comment: 'Review: clinical',
  }),
  'medical.yesNo': msg({
    message: 'Answer “{label}” with yes or no.',
    comment: 'Review: clinical',
  }),
  'medical.explainYes': msg({
    message: 'Please explain your “yes” to “{label}”.',
    comment: 'Review: clinical',
  }),
  'medical.agreement': msg({
    message: 'The agreement must be ticked or not.',
    comment: 'Review: clinical',
  }),
  'medical.agree': msg({
    message: 'Tick the box to confirm and agree.',
    comment: 'Review: clinical',
  }),
  'release.kind': msg({
    message: 'Choose a transplant or a transfer to another bank.',
  }),
  'release.relation': msg({ message: 'Choose who the patient is to the child.' }),
  'release.neededBy': msg({ message: 'Choose how soon the cord blood is needed.' }),
  'release.phone': msg({
    message: 'Enter a phone number we can call, e.g. +1 555 010 0199 (7 to 15 digits).',
  }),
  'release.email.required': msg({ message: 'Enter the email address.' }),
  'release.email.invalid': msg({ message: 'Enter an email address like name@example.com.' }),
  'release.authorisationFile': msg({
    message: 'Add the signed authorisation.',
  }),
  'release.photoIdFile': msg({
    message: "Add the account holder's photo identification.",
  }),
};

/** The fields the rules name in `{label}`. */
export const RULE_LABEL_TEXTS: Readonly<Record<RuleLabel, MessageDescriptor>> = {
  'The hospital or place name': msg({ message: 'The hospital or place name' }),
  'The address': msg({ message: 'The address' }),
  'The floor or unit': msg({ message: 'The floor or unit' }),
  'The room': msg({ message: 'The room' }),
  'The access notes': msg({ message: 'The access notes' }),
  'The preferred time': msg({ message: 'The preferred time' }),
  'The street address': msg({ message: 'The street address' }),
  'The apartment, suite or unit': msg({ message: 'The apartment, suite or unit' }),
  'The city': msg({ message: 'The city' }),
  'The state, province or region': msg({ message: 'The state, province or region' }),
  'Your full name': msg({ message: 'Your full name' }),
  'Your name': msg({ message: 'Your name' }),
  "The recipient's name": msg({ message: "The recipient's name" }),
  'The message': msg({ message: 'The message' }),
  "The physician's name": msg({ message: "The physician's name" }),
  'The transplant centre': msg({ message: 'The transplant centre' }),
  'The receiving bank': msg({ message: 'The receiving bank' }),
  "The contact's name": msg({ message: "The contact's name" }),
};
