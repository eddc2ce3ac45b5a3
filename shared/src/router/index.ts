/**
 * `@portal/shared/router`: the part of react-router the portal uses, the only place apps take
 * routing from. It is a federated singleton, so the page downloads one copy of it whichever
 * app renders the route (each app used to ship its own tree-shaken copy, ~12 KB gz, twice on
 * every first load: once in the host, once in the page's remote). A shared module is never
 * tree-shaken, so this lists only what the apps use; react-router holds no state of its own
 * here (each root gets the host's location through its `<Router>`).
 */
export { Link, type LinkProps } from './Link';
export {
  BrowserRouter,
  Navigate,
  Outlet,
  Route,
  Router,
  Routes,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router-dom';
export type { Location, NavigateFunction, Navigator, Path, To } from 'react-router-dom';
