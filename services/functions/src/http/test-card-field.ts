import { escapeHtml } from './escape-html.js';

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
