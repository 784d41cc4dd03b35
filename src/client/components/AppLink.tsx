// The shop's in-app links: React Router's `Link` and `NavLink` without what only its framework and
// data modes use (prefetching, route discovery, masks, pending and transition classes), which those
// components would otherwise carry into the first load. Same markup and clicks: a plain left click
// navigates in the app, a modified one is the browser's.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router-dom';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

export function AppLink({ to, onClick, target, ...rest }: AppLinkProps) {
  const navigate = useLinkClickHandler(to, { target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={useHref(to)} target={target} onClick={click} />;
}

/** A link marked as the current page (`aria-current`, class `active`) when its path is the address's. */
export function AppNavLink({ className, ...props }: AppLinkProps) {
  const active = useLocation().pathname.toLowerCase() === useResolvedPath(props.to).pathname.toLowerCase();
  return (
    <AppLink
      {...props}
      className={active ? `${className ?? ''} active`.trim() : className}
      aria-current={active ? 'page' : undefined}
    />
  );
}
