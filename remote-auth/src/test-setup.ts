import '@testing-library/jest-dom';
import { loadAuthErrorTexts } from '@portal/shared';

// The sign-in failures' sentences, as the auth actions load them before they report one: a
// test that sets a failure itself (test-support) finds them there.
beforeAll(() => loadAuthErrorTexts());
