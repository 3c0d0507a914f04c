import type { ComponentPropsWithRef, SyntheticEvent } from 'react';
import { useOptionalRouter } from '@/lib/client/use-optional-router';
import { clientNavigationHref, withTrailingSlash } from '@/lib/client/client-navigation';
import { prefetchOnIntent } from '@/lib/client/prefetch';

export type SiteLinkProps = ComponentPropsWithRef<'a'> & { href: string };

/** Runs the caller's handler, then `then`. */
const followedBy =
  <E extends SyntheticEvent>(handler: ((event: E) => void) | undefined, then: () => void) =>
  (event: E) => {
    handler?.(event);
    then();
  };

/**
 * A link, as next/link was for this site, in a fraction of its code (decision 026): a plain `<a>`
 * with every prop and the ref; a plain primary click on a site path opens it with Next's router
 * (the caller's onClick runs first and may prevent that), anything else is the browser's. The target
 * page's code is fetched on the first sign of intent (pointer, focus, touch), not when the link
 * scrolls into view.
 */
export function SiteLink({ href: givenHref, onClick, onPointerEnter, onFocus, onTouchStart, ...rest }: SiteLinkProps) {
  const router = useOptionalRouter();
  const href = withTrailingSlash(givenHref);

  const prefetch = () => prefetchOnIntent(router, href);

  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        const path = router && clientNavigationHref(event, event.currentTarget);
        if (!path) return;
        event.preventDefault();
        void router.push(path);
      }}
      onPointerEnter={followedBy(onPointerEnter, prefetch)}
      onFocus={followedBy(onFocus, prefetch)}
      onTouchStart={followedBy(onTouchStart, prefetch)}
    />
  );
}
