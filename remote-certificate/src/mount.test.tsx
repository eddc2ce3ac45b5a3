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
  const remote = await mountRemoteForTests(lifecycles, 'certificate', '/portal/stem-cell-key');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Stem Cell Certificate' }),
  ).toBeInTheDocument();

  // The host moves on: update delivers the new location to the remote's router.
  await remote.update('/portal/understanding-your-stem-cell-key');
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'Understanding your Stem Cell Certificate',
    }),
  ).toBeInTheDocument();

  await remote.unmount();
  await waitFor(() => expect(remote.domElement).toBeEmptyDOMElement());
});
