import { HOST_PAGES, loadHostPagesCatalog } from './i18n/host-pages';
import { registerCatalog } from '@portal/shared';
import '@testing-library/jest-dom';
import { registerSharedCatalogsForTests, resetPortalStores } from '@portal/shared/testing';
import { installMatchMedia, setViewportWidth } from './test-support/viewport';

installMatchMedia();
beforeEach(() => setViewportWidth(1280));
// A dialog's focus manager outlives the test that opened it; left held, its modal state from
// a dialog that is gone hides the next test's dialog from assistive technology.
afterEach(() => resetPortalStores());

// @portal/shared's catalogues and the host's later pages', registered as the apps do, before
// any test renders: a Spanish test's switch loads them too.
registerSharedCatalogsForTests();
beforeAll(() => registerCatalog(HOST_PAGES, loadHostPagesCatalog));
