import '@testing-library/jest-dom';
import { resetPortalStores } from '@portal/shared/testing';
import { installMatchMedia, setViewportWidth } from './test-support/viewport';

installMatchMedia();
beforeEach(() => setViewportWidth(1280));
// A dialog's focus manager outlives the test that opened it; left held, its modal state from
// a dialog that is gone hides the next test's dialog from assistive technology.
afterEach(() => resetPortalStores());
