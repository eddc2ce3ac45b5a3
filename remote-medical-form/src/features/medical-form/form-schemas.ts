import type { Resolver } from 'react-hook-form';
import { SECTIONS } from '@portal/rules/medical-form';
import { loadFormRules } from './load-form-rules';

export const LAST_SECTION = SECTIONS.length - 1;

/**
 * react-hook-form's resolver for the section on screen (form-rules.ts): its rules load with the
 * first check where the page has not loaded them yet.
 */
export function sectionResolver(currentSection: () => number, now: Date = new Date()): Resolver {
  let resolverOf: ((index: number) => Resolver) | undefined;
  return async (values, context, options) => {
    resolverOf ??= (await loadFormRules()).stepResolvers(now);
    return resolverOf(currentSection())(values, context, options);
  };
}

/** A plain copy of the form's values (what a draft sends). */
export function snapshotOf<T>(values: T): T {
  return JSON.parse(JSON.stringify(values ?? {})) as T;
}
