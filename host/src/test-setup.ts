import { HOST_PAGES, loadHostPagesCatalog } from './i18n/host-pages';
import {
  loadRuleTexts,
  loadSharedWords,
  registerCatalog,
  SHARED_RULES,
  SHARED_WORDS,
} from '@portal/shared';
import '@testing-library/jest-dom';
import { resetPortalStores } from '@portal/shared/testing';
import { installMatchMedia, setViewportWidth } from './test-support/viewport';

installMatchMedia();
beforeEach(() => setViewportWidth(1280));
// A dialog's focus manager outlives the test that opened it; left held, its modal state from
// a dialog that is gone hides the next test's dialog from assistive technology.
afterEach(() => resetPortalStores());

// @portal/shared's journey words, plan names and rules' sentences, registered as the apps do
// (the shell, a remote's mount, the first form), before any test renders: a Spanish test's
// switch loads them too.
beforeAll(() =>
  Promise.all([
    registerCatalog(SHARED_WORDS, loadSharedWords),
    registerCatalog(SHARED_RULES, loadRuleTexts),
    registerCatalog(HOST_PAGES, loadHostPagesCatalog),
  ]),
);
