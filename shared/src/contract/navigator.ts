import type { NavigateFunction, Navigator, Path, To } from 'react-router-dom';

/** react-router's createPath, without importing react-router at run time. */
export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return `${pathname}${query}${fragment}`;
}

/**
 * A react-router `Navigator` over the host's `useNavigate()` (react-router 7 has no public
 * hook for its navigator). Passed to remotes, whose `<Router navigator>` then pushes into the
 * host's one history.
 */
export function navigatorFromNavigate(navigate: NavigateFunction): Navigator {
  return {
    createHref: (to: To) => (typeof to === 'string' ? to : createPath(to)),
    push: (to, state, options) => {
      void navigate(to, { ...options, state });
    },
    replace: (to, state, options) => {
      void navigate(to, { ...options, state, replace: true });
    },
    go: (delta) => {
      void navigate(delta);
    },
  };
}
