import { screen, waitFor } from '@testing-library/react';
import { createPath, type Location, type Navigator } from 'react-router-dom';
import { MOUNT_CONTRACT_VERSION } from '@portal/shared';
import { configureForTests, resetPortalStores, signInForTests } from '@portal/shared/testing';
import { bootstrap, contractVersion, mount, unmount, update } from './mount';

const location = (pathname: string): Location => ({
  pathname,
  search: '',
  hash: '',
  state: null,
  key: pathname,
});

const navigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  push: jest.fn(),
  replace: jest.fn(),
  go: jest.fn(),
};

beforeAll(() => configureForTests());
beforeEach(() => {
  // The lifecycles render into their own React root, as in the host; single-spa-react
  // resolves mount/update after React commits, which an act() scope would hold back.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  resetPortalStores();
  signInForTests();
});

it('exposes the mount contract: mounts at the host location, follows updates, unmounts cleanly', async () => {
  expect(contractVersion).toBe(MOUNT_CONTRACT_VERSION);
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props = {
    name: 'certificate',
    remote: 'certificate' as const,
    domElement,
    navigator,
    location: location('/portal/stem-cell-key'),
  };
  await bootstrap(props);
  await mount(props);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Stem Cell Certificate' }),
  ).toBeInTheDocument();

  await update({ ...props, location: location('/portal/understanding-your-stem-cell-key') });
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'Understanding your Stem Cell Certificate',
    }),
  ).toBeInTheDocument();

  await unmount(props);
  await waitFor(() => expect(domElement).toBeEmptyDOMElement());
});
