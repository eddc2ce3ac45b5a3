import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { SECTIONS, medicalFormSubmitSchema, sectionSubmitSchema } from '@portal/rules/medical-form';

export const LAST_SECTION = SECTIONS.length - 1;

/**
 * react-hook-form's resolver for the section on screen: that section's submission rules
 * (other sections' answers pass through), and on the review step the whole submission.
 */
export function sectionResolver(currentSection: () => number, now: Date = new Date()): Resolver {
  const resolvers = SECTIONS.map((section, index) =>
    index === LAST_SECTION
      ? zodResolver(medicalFormSubmitSchema(now))
      : zodResolver(z.looseObject({ [section.key]: sectionSubmitSchema(section, now) })),
  ) as unknown as Resolver[]; // zodResolver's generics do not follow a schema built from data
  return (values: FieldValues, context, options) =>
    (resolvers[currentSection()] as Resolver)(values, context, options);
}

/** A plain copy of the form's values (what a draft sends). */
export function snapshotOf<T>(values: T): T {
  return JSON.parse(JSON.stringify(values ?? {})) as T;
}
