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
  const remote = await mountRemoteForTests(lifecycles, 'billing', '/order');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Order a collection kit' }),
  ).toBeInTheDocument();

  // The host moves on: update delivers the new location to the remote's router.
  await remote.update('/purchase');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Complete your purchase' }),
  ).toBeInTheDocument();

  await remote.unmount();
  await waitFor(() => expect(remote.domElement).toBeEmptyDOMElement());
});
