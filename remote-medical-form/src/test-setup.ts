import {
  loadRuleTexts,
  loadSharedWords,
  registerCatalog,
  SHARED_RULES,
  SHARED_WORDS,
} from '@portal/shared';
import '@testing-library/jest-dom';

// @portal/shared's journey words, plan names and rules' sentences, registered as the apps do
// (the shell, a remote's mount, the first form), before any test renders: a Spanish test's
// switch loads them too.
beforeAll(() =>
  Promise.all([
    registerCatalog(SHARED_WORDS, loadSharedWords),
    registerCatalog(SHARED_RULES, loadRuleTexts),
  ]),
);
