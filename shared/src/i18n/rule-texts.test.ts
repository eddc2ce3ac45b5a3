import { i18n } from '@lingui/core';
import {
  RELEASE_RULE_MESSAGES,
  RULE_LABELS,
  RULE_MESSAGES,
  ruleMessage,
  type CoreRuleCode,
  type ReleaseRuleCode,
} from '@portal/rules/text';
import { renderHook } from '@testing-library/react';
import { languageStore, registerCatalog, setLocale } from './language';
import { loadRuleTexts, SHARED_RULES } from './shared-catalog';
import { useProblemText } from './problem-text';
import { RULE_LABEL_TEXTS, RULE_TEXTS } from './rule-texts';

const codes = Object.keys(RULE_MESSAGES) as CoreRuleCode[];
const releaseCodes = Object.keys(RELEASE_RULE_MESSAGES) as ReleaseRuleCode[];
const sample = {
  label: 'The room',
  max: 50,
  days: 7,
  weeks: 42,
  hours: 48,
  phone: '+1 800 555 0199',
  key: 'x',
  section: 'Mother',
};

afterEach(async () => {
  await setLocale('en');
  languageStore.setState({ offered: ['en'] });
});

describe('the rules’ sentences in the catalogue', () => {
  it.each(codes)('%s says in English exactly what the rules say', (code) => {
    expect(i18n._({ ...RULE_TEXTS[code], values: sample })).toBe(ruleMessage(code, sample));
  });

  it.each(releaseCodes)('%s says in English exactly what the release rules say', (code) => {
    expect(i18n._(RULE_TEXTS[code])).toBe(RELEASE_RULE_MESSAGES[code]);
  });

  it('has every label the rules name, in the rules’ English', () => {
    expect(RULE_LABELS.map((label) => RULE_LABEL_TEXTS[label].message)).toEqual([...RULE_LABELS]);
  });

  it('says a problem in Spanish by its code, with its label in Spanish too', async () => {
    languageStore.setState({ offered: ['en', 'es'] });
    await registerCatalog(SHARED_RULES, loadRuleTexts);
    await setLocale('es');
    const { result } = renderHook(() =>
      useProblemText((label) => (label === 'Full name' ? 'Nombre completo' : undefined)),
    );
    const say = result.current;
    const tooLong = {
      field: 'room',
      code: 'text.tooLong',
      values: { label: 'The room', max: 50 },
      message: 'The room must be at most 50 characters.',
    };
    expect(say(tooLong)).not.toBe(tooLong.message);
    expect(say(tooLong)).toContain('50');
    expect(say(tooLong)).toMatch(/habitación/i);
    expect(
      say({
        field: 'answers.mother.fullName',
        code: 'text.required',
        values: { label: 'Full name' },
        message: 'Full name is required.',
      }),
    ).toContain('Nombre completo');
    // Without a code (a problem no rule wrote) the English stays: better than nothing.
    expect(say({ field: 'x', message: 'Something else.' })).toBe('Something else.');
  });
});
