import type { FieldAnswer, FieldSpec } from '@portal/rules/medical-form';

const NOT_ANSWERED = 'Not answered';

function formatDate(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
}

/** An answer as the summary shows it. */
export function displayAnswer(spec: FieldSpec, value: FieldAnswer): string {
  switch (spec.kind) {
    case 'text':
    case 'phone':
      return typeof value === 'string' && value.trim() ? value.trim() : NOT_ANSWERED;
    case 'date':
      return typeof value === 'string' && value ? formatDate(value) : NOT_ANSWERED;
    case 'choice': {
      const option = spec.options.find((candidate) => candidate.value === value);
      return option?.label ?? NOT_ANSWERED;
    }
    case 'yesNo': {
      if (typeof value !== 'object' || !value.answer) return NOT_ANSWERED;
      if (value.answer === 'no') return 'No';
      return value.details?.trim() ? `Yes: ${value.details.trim()}` : 'Yes';
    }
    case 'agree':
      return value === true ? 'Agreed' : NOT_ANSWERED;
  }
}

export { formatDate };
