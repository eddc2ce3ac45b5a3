import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { SECTIONS, medicalFormSubmitSchema, sectionSubmitSchema } from '@portal/rules/medical-form';

// The form's rules (zod, with react-hook-form's resolver for it): 23 KB gz the page does not
// need to draw a form not yet started. They load on demand (load-form-rules.ts): when a draft's
// first unanswered step must be found, at the parent's first key or tap, or at the first check.

export { firstIncompleteSection } from '@portal/rules/medical-form';

/**
 * react-hook-form's resolver for each step: that step's submission rules (other steps' answers
 * pass through), and on the review step the whole submission. Each step's rules are built when
 * that step is first checked, not with the page: building them all took the page's first render
 * several milliseconds on a phone.
 */
export function stepResolvers(now: Date): (index: number) => Resolver {
  const made: Resolver[] = [];
  const last = SECTIONS.length - 1;
  return (index) => {
    const section = SECTIONS[index];
    const resolver =
      made[index] ??
      ((index === last || !section
        ? zodResolver(medicalFormSubmitSchema(now))
        : zodResolver(
            z.looseObject({ [section.key]: sectionSubmitSchema(section, now) }),
          )) as unknown as Resolver); // zodResolver's generics do not follow a schema built from data
    made[index] = resolver;
    return resolver;
  };
}
