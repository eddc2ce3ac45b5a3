import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { SECTIONS, medicalFormSubmitSchema, sectionSubmitSchema } from '@portal/rules/medical-form';

export const LAST_SECTION = SECTIONS.length - 1;

/**
 * react-hook-form's resolver for the section on screen: that section's submission rules
 * (other sections' answers pass through), and on the review step the whole submission. Each
 * step's rules are built when that step is first checked, not with the page: building them all
 * took the page's first render several milliseconds on a phone.
 */
export function sectionResolver(currentSection: () => number, now: Date = new Date()): Resolver {
  const resolvers: Resolver[] = [];
  const resolverOf = (index: number): Resolver => {
    const section = SECTIONS[index];
    const made =
      resolvers[index] ??
      ((index === LAST_SECTION || !section
        ? zodResolver(medicalFormSubmitSchema(now))
        : zodResolver(
            z.looseObject({ [section.key]: sectionSubmitSchema(section, now) }),
          )) as unknown as Resolver); // zodResolver's generics do not follow a schema built from data
    resolvers[index] = made;
    return made;
  };
  return (values: FieldValues, context, options) =>
    resolverOf(currentSection())(values, context, options);
}

/** A plain copy of the form's values (what a draft sends). */
export function snapshotOf<T>(values: T): T {
  return JSON.parse(JSON.stringify(values ?? {})) as T;
}
