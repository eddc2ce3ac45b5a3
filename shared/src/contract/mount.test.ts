import { waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { Link, Router, useLocation, type Location, type Navigator } from 'react-router-dom';
import { reportError } from '../error-reporting/error-reporting';
import { configureForTests } from '../testing/test-config';
import { MOUNT_CONTRACT_VERSION, type RemoteLifecycleProps } from './mount-contract';
import { createRemoteLifecycles } from './mount';
import { languageStore, setLocale } from '../i18n/language';
import { useLingui } from '../i18n/use-lingui';

jest.mock('../error-reporting/error-reporting', () => ({ reportError: jest.fn() }));

function location(pathname: string, search = ''): Location {
  return { pathname, search, hash: '', state: null, key: pathname };
}

function fakeNavigator(): jest.Mocked<Navigator> {
  return {
    createHref: jest.fn((to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}`)),
    push: jest.fn(),
    replace: jest.fn(),
    go: jest.fn(),
  };
}

function App() {
  const { pathname, search } = useLocation();
  return createElement(
    'main',
    null,
    createElement('p', { 'data-testid': 'where' }, `${pathname}${search}`),
    createElement(Link, { to: '/portal/stem-cell-key' }, 'Certificate'),
  );
}

describe('createRemoteLifecycles', () => {
  let container: HTMLDivElement;

  beforeEach(() => {
    // The lifecycles render into their own root, as in the host; single-spa-react resolves
    // mount/update after React commits, which an act() scope would hold back.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    configureForTests();
    container = document.createElement('div');
    document.body.appendChild(container);
  });

  afterEach(() => container.remove());

  it('has a contract version', () => {
    expect(MOUNT_CONTRACT_VERSION).toBe(1);
  });

  it('registers the remote’s catalogue at bootstrap; a switch of language re-renders it in place', async () => {
    function Greeting() {
      const { _ } = useLingui();
      return createElement('p', { 'data-testid': 'hello' }, _({ id: 'hello', message: 'Hello' }));
    }
    const catalog = jest.fn(async (locale: string) => ({
      hello: locale === 'es' ? 'Hola' : 'Hello',
    }));
    const lifecycles = createRemoteLifecycles({ remote: 'pickup', App: Greeting, Router, catalog });
    const props: RemoteLifecycleProps = {
      name: 'pickup',
      remote: 'pickup',
      domElement: container,
      location: location('/portal/pick-up'),
      navigator: fakeNavigator(),
    };
    languageStore.setState({ offered: ['en', 'es'] });
    await lifecycles.bootstrap(props);
    expect(catalog).toHaveBeenCalledWith('en');
    await lifecycles.mount(props);
    const hello = () => container.querySelector('[data-testid="hello"]')?.textContent;
    expect(hello()).toBe('Hello');
    await setLocale('es');
    expect(catalog).toHaveBeenCalledWith('es');
    await waitFor(() => expect(hello()).toBe('Hola'));
    await setLocale('en');
    await waitFor(() => expect(hello()).toBe('Hello'));
    await lifecycles.unmount(props);
  });

  it('mounts into a div, follows update, routes links to the host navigator, unmounts', async () => {
    const lifecycles = createRemoteLifecycles({ remote: 'pickup', App, Router });
    const navigator = fakeNavigator();
    const props: RemoteLifecycleProps = {
      name: 'pickup',
      remote: 'pickup',
      domElement: container,
      location: location('/portal/pick-up', '?step=2'),
      navigator,
    };

    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);

    const where = () => container.querySelector('[data-testid="where"]')?.textContent;
    expect(where()).toBe('/portal/pick-up?step=2');
    // Inside the portal providers: Fluent's provider with the remote's id prefix.
    expect(container.querySelector('.fui-FluentProvider')).not.toBeNull();
    expect(container.querySelector('.fui-FluentProvider')?.className).toMatch(
      /\bpickup-fui-FluentProvider/,
    );

    await lifecycles.update({ ...props, location: location('/portal/pick-up', '?step=3') });
    expect(where()).toBe('/portal/pick-up?step=3');

    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/portal/stem-cell-key');
    link?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(navigator.push).toHaveBeenCalledWith(
      expect.objectContaining({ pathname: '/portal/stem-cell-key' }),
      undefined,
      expect.anything(),
    );

    await lifecycles.unmount(props);
    expect(container.innerHTML).toBe('');
  });

  it('renders a page for the first time in slices, letting the browser in between', async () => {
    const parts = 40;
    let rendered = 0;
    function Slow() {
      const until = performance.now() + 2;
      while (performance.now() < until) {
        // A part that takes 2 ms to render, as a heavy page does on a slow phone.
      }
      rendered += 1;
      return null;
    }
    function Page() {
      return createElement(
        'main',
        null,
        Array.from({ length: parts }, (_, i) => createElement(Slow, { key: i })),
      );
    }
    const lifecycles = createRemoteLifecycles({ remote: 'medical_form', App: Page, Router });
    const props: RemoteLifecycleProps = {
      name: 'medical_form',
      remote: 'medical_form',
      domElement: container,
      location: location('/portal/medical-form'),
      navigator: fakeNavigator(),
    };
    // What the browser's other tasks (a tap, a paint) would see while the page renders.
    const seen: number[] = [];
    let watching = true;
    const watch = () => {
      seen.push(rendered);
      if (watching) setTimeout(watch, 0);
    };
    setTimeout(watch, 0);

    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    watching = false;

    expect(rendered).toBe(parts);
    expect(seen.some((count) => count > 0 && count < parts)).toBe(true);
    await lifecycles.unmount(props);
  });

  it('shows a calm fallback and reports when the remote throws', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('remote exploded');
    }
    const lifecycles = createRemoteLifecycles({ remote: 'certificate', App: Broken, Router });
    const props: RemoteLifecycleProps = {
      name: 'certificate',
      remote: 'certificate',
      domElement: container,
      location: location('/portal/stem-cell-key'),
      navigator: fakeNavigator(),
    };

    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);

    await waitFor(() => expect(container.querySelector('[role="alert"]')).not.toBeNull());
    expect(container.textContent).toContain('could not be shown');
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'remote exploded' }),
      { tags: { remote: 'certificate', area: 'remote-render' } },
    );
    await lifecycles.unmount(props);
  });
});
