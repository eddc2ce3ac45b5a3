import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

/**
 * react-router's `<Link>` as the portal uses it: an anchor whose plain clicks navigate in the
 * page (a modified click, or another `target`, is left to the browser). react-router's own
 * brings its framework mode's route prefetching and discovery, which a federated singleton
 * cannot leave out (about 4 KB gz of every first load) and no portal link uses.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, target, onClick, ...rest },
  ref,
) {
  const href = useHref(to);
  const navigateOnClick = useLinkClickHandler(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigateOnClick(event);
  };
  return <a {...rest} href={href} target={target} ref={ref} onClick={handleClick} />;
});
