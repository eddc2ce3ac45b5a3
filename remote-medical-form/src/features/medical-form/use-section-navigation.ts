import { useCallback, useEffect, useRef, useState } from 'react';

export interface MoveOptions {
  /** The parent came from the review step and goes back to it after this section. */
  fromReview?: boolean;
}

/**
 * Which section is on screen, and whether the parent came from the review step. Each move puts
 * focus on the new section's heading (keyboard and screen reader users start there).
 */
export function useSectionNavigation(initialSection: () => number) {
  const [section, setSection] = useState(initialSection);
  const [fromReview, setFromReview] = useState(false);
  /** The section on screen, for callbacks made once (the form's resolver). */
  const sectionRef = useRef(section);
  sectionRef.current = section;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus();
  }, [section]);

  const moveTo = useCallback((index: number, options: MoveOptions = {}) => {
    moved.current = true;
    setFromReview(options.fromReview ?? false);
    setSection(index);
  }, []);

  return { section, fromReview, sectionRef, headingRef, moveTo };
}
