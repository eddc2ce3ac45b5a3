import { useEffect, useState } from 'react';
import type { CommerceProblem } from '@portal/rules/commerce';

/** Counts each new set of problems, so focus moves to the first one every time a step is refused. */
export function useRefusals(problems: readonly CommerceProblem[]): number {
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (problems.length > 0) setRefusals((count) => count + 1);
  }, [problems]);
  return refusals;
}
