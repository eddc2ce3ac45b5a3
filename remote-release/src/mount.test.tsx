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
  const remote = await mountRemoteForTests(lifecycles, 'release', '/portal/release');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Release or transfer' }),
  ).toBeInTheDocument();

  // The host moves elsewhere: update delivers the new location and the page goes.
  await remote.update('/portal');
  await waitFor(() =>
    expect(screen.queryByRole('heading', { level: 1, name: 'Release or transfer' })).toBeNull(),
  );

  await remote.unmount();
  await waitFor(() => expect(remote.domElement).toBeEmptyDOMElement());
});
