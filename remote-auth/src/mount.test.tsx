import { screen, waitFor } from '@testing-library/react';
import { MOUNT_CONTRACT_VERSION } from '@portal/shared';
import {
  configureForTests,
  mountRemoteForTests,
  resetPortalStores,
  signInForTests,
} from '@portal/shared/testing';
import * as lifecycles from './mount';

beforeAll(() => configureForTests());
beforeEach(() => {
  resetPortalStores();
  signInForTests();
});

it('exposes the mount contract: mounts at the host location, follows updates, unmounts cleanly', async () => {
  expect(lifecycles.contractVersion).toBe(MOUNT_CONTRACT_VERSION);
  const remote = await mountRemoteForTests(lifecycles, 'auth', '/login');
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();

  // The host moves on: update delivers the new location to the remote's router.
  await remote.update('/verify-email');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Verify your email' }),
  ).toBeInTheDocument();

  // And to a page that is not this remote's: nothing of it stays on screen.
  await remote.update('/portal');
  await waitFor(() => expect(screen.queryByRole('heading', { level: 1 })).toBeNull());

  await remote.unmount();
  await waitFor(() => expect(remote.domElement).toBeEmptyDOMElement());
});
