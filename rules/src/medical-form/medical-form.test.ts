import { completeAnswers } from '../medical-form-testing/index.js';
import {
  answersForReview,
  checkDraft,
  checkSubmission,
  firstIncompleteSection,
  isPhoneNumber,
  SECTIONS,
  type MedicalFormAnswers,
} from './index.js';

const NOW = new Date('2026-06-01T12:00:00Z');

function submitProblems(answers: unknown) {
  const result = checkSubmission(answers, NOW);
  return result.ok ? [] : result.problems;
}

function withChange(change: (answers: MedicalFormAnswers) => void): MedicalFormAnswers {
  const answers = completeAnswers();
  change(answers);
  return answers;
}

describe('the questionnaire', () => {
  it('has the 8 sections of the issue, consent last', () => {
    expect(SECTIONS.map((section) => section.key)).toEqual([
      'mother',
      'pregnancy',
      'health',
      'infections',
      'exposures',
      'cancer',
      'genetics',
      'consent',
    ]);
  });
});

describe('submission', () => {
  it('accepts complete answers and trims them', () => {
    const answers = withChange((a) => {
      a.mother!['fullName'] = '  Jordan Rivera  ';
    });
    const result = checkSubmission(answers, NOW);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.answers.mother?.['fullName']).toBe('Jordan Rivera');
  });

  it('names every missing required answer by its path', () => {
    const fields = submitProblems({}).map((problem) => problem.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'answers.mother.fullName',
        'answers.mother.dateOfBirth',
        'answers.mother.phone',
        'answers.pregnancy.births',
        'answers.infections.hiv.answer',
        'answers.consent.agreed',
        'answers.consent.signatureName',
      ]),
    );
    expect(fields).not.toContain('answers.mother.otherNames');
    expect(submitProblems({})).toContainEqual({
      field: 'answers.mother.fullName',
      code: 'text.required',
      values: { label: 'Full name' },
      message: 'Full name is required.',
    });
  });

  it('needs an explanation for every "yes", and a "yes" never blocks otherwise', () => {
    const missing = withChange((a) => {
      a.infections!['zika'] = { answer: 'yes', details: '  ' };
    });
    expect(submitProblems(missing)).toMatchObject([
      {
        field: 'answers.infections.zika.details',
        message: 'Please explain your “yes” to “Zika virus”.',
      },
    ]);
    const explained = withChange((a) => {
      a.infections!['zika'] = { answer: 'yes', details: 'Tested 2024, negative since' };
    });
    expect(submitProblems(explained)).toEqual([]);
    expect(answersForReview(explained)).toEqual([{ section: 'infections', field: 'zika' }]);
  });

  it('drops an old explanation when the answer became "no"', () => {
    const result = checkSubmission(
      withChange((a) => {
        a.cancer!['father'] = { answer: 'no', details: 'left over' };
      }),
      NOW,
    );
    expect(result.ok && result.answers.cancer?.['father']).toEqual({ answer: 'no' });
  });

  it.each([
    ['mother', 'dateOfBirth', '2026-06-03', 'Date of birth cannot be in the future.'],
    ['consent', 'signatureDate', '2026-06-03', 'Date cannot be in the future.'],
    ['mother', 'dateOfBirth', '1992-02-30', 'Date of birth must be a date (YYYY-MM-DD).'],
    ['mother', 'dateOfBirth', '17/04/1992', 'Date of birth must be a date (YYYY-MM-DD).'],
    ['mother', 'dateOfBirth', '1850-01-01', 'Date of birth must be after 1900.'],
    [
      'pregnancy',
      'dueDate',
      '2028-01-01',
      'Due date must be within the past year or the next 10 months.',
    ],
  ] as const)('refuses %s.%s %s', (section, field, value, message) => {
    const answers = withChange((a) => {
      a[section]![field] = value;
    });
    expect(submitProblems(answers)).toMatchObject([
      { field: `answers.${section}.${field}`, message },
    ]);
  });

  it("accepts today's date anywhere on Earth (time zones ahead of the server)", () => {
    const answers = withChange((a) => {
      a.consent!['signatureDate'] = '2026-06-02';
    });
    expect(submitProblems(answers)).toEqual([]);
  });

  it.each(['+1 916 555 0100', '(916) 555-0101', '916.555.0102', '+44 20 7946 0958'])(
    'accepts the phone number %s',
    (phone) => expect(isPhoneNumber(phone)).toBe(true),
  );

  it.each(['555-01', 'call me', '+1 916 555 0100 ext 2', '1234567890123456', '++1 916 555 0100'])(
    'refuses the phone number %s',
    (phone) => {
      const answers = withChange((a) => {
        a.mother!['phone'] = phone;
      });
      expect(submitProblems(answers)).toMatchObject([
        {
          field: 'answers.mother.phone',
          message:
            'Phone number must be a phone number with 7 to 15 digits, for example +1 916 555 0100.',
        },
      ]);
    },
  );

  it('refuses an unticked consent and a choice that is not offered', () => {
    const answers = withChange((a) => {
      a.consent!['agreed'] = false;
      a.pregnancy!['births'] = 'triplets-plus';
    });
    expect(submitProblems(answers)).toMatchObject([
      {
        field: 'answers.pregnancy.births',
        message: 'Choose an answer for “Are you expecting one baby or more?”.',
      },
      { field: 'answers.consent.agreed', message: 'Tick the box to confirm and agree.' },
    ]);
  });
});

describe('drafts', () => {
  it('accept any partial answers, empty ones included', () => {
    expect(checkDraft({})).toEqual({ ok: true, answers: {} });
    expect(
      checkDraft({ mother: { fullName: 'Jo', phone: '91' }, infections: { hiv: { answer: '' } } })
        .ok,
    ).toBe(true);
  });

  it('refuse unknown questions, wrong shapes and text over the limits', () => {
    const result = checkDraft({
      mother: { fullName: 'x'.repeat(201), shoeSize: 40 },
      infections: { hiv: 'yes' },
      hobbies: {},
    });
    expect(result.ok ? [] : result.problems).toMatchObject([
      { field: 'answers.mother.fullName', message: 'Full name must be at most 200 characters.' },
      { field: 'answers.mother.shoeSize', message: '“shoeSize” is not a question of this form.' },
      { field: 'answers.infections.hiv', message: 'Answer “HIV” with yes or no.' },
      { field: 'answers.hobbies', message: '“hobbies” is not a question of this form.' },
    ]);
  });

  it('refuse control characters', () => {
    const result = checkDraft({ health: { medications: { details: 'a\u0007b' } } });
    expect(result.ok ? [] : result.problems).toMatchObject([
      {
        field: 'answers.health.medications.details',
        message: 'Which ones, and how often? contains characters that are not allowed.',
      },
    ]);
  });
});

describe('resuming', () => {
  it('starts at the first section missing answers', () => {
    expect(firstIncompleteSection({}, NOW)).toBe(0);
    const answers = completeAnswers();
    delete answers.infections;
    expect(firstIncompleteSection(answers, NOW)).toBe(3);
    answers.infections = completeAnswers().infections;
    answers.cancer = { mother: { answer: 'yes' } };
    expect(firstIncompleteSection(answers, NOW)).toBe(5);
  });

  it('lands on review when everything is answered', () => {
    expect(firstIncompleteSection(completeAnswers(), NOW)).toBe(7);
  });
});
