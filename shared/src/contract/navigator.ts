import { createPath, type NavigateFunction, type Navigator, type To } from 'react-router-dom';

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
