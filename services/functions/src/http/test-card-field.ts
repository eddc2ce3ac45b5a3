import { escapeHtml } from './escape-html.js';
import type { PageLocale } from './locale.js';
import { SHARED_PAGE_TEXTS } from './page-texts.js';

/**
 * One field of the local provider's test-card forms (checkout and billing page): label, hint,
 * error beside it, numeric keyboard, nothing remembered by the browser.
 */
export function testCardField(options: {
  name: string;
  label: string;
  hint: string;
  value: string;
  error: string | undefined;
  /** Other messages that describe the field (the form's alert). */
  describedBy?: string;
}): string {
  const { name, error } = options;
  const described = [
    `${name}-hint`,
    ...(error ? [`${name}-error`] : []),
    ...(options.describedBy ? [options.describedBy] : []),
  ].join(' ');
  const invalid = error || options.describedBy;
  return `<div class="field">
<label for="${name}">${escapeHtml(options.label)}</label>
<span class="hint" id="${name}-hint">${escapeHtml(options.hint)}</span>
<input id="${name}" name="${name}" type="text" inputmode="numeric" autocomplete="off" value="${escapeHtml(options.value)}" aria-describedby="${described}"${invalid ? ' aria-invalid="true"' : ''} required>
${error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ''}
</div>`;
}

export interface CardForm {
  expiry: string;
  cvc: string;
}

export interface CardProblems {
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
  /** About the whole payment (a decline, a failure to record it). */
  form?: string;
}

/** The test-card fields of a form, in the page's language. */
export function testCardFields(
  locale: PageLocale,
  form: CardForm,
  problems: CardProblems,
  cardNumber: { describedBy?: string } = {},
): string {
  const texts = SHARED_PAGE_TEXTS[locale];
  return `${testCardField({ name: 'cardNumber', label: texts.cardNumber, hint: texts.cardNumberHint, value: '', error: problems.cardNumber, ...cardNumber })}
<div class="row">
${testCardField({ name: 'expiry', label: texts.expiry, hint: texts.expiryHint, value: form.expiry, error: problems.expiry })}
${testCardField({ name: 'cvc', label: texts.cvc, hint: texts.cvcHint, value: form.cvc, error: problems.cvc })}
</div>`;
}
