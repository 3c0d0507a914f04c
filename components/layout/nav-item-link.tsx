import { SiteLink } from '@/components/link/site-link';
import { isExternalHref } from '@/foundation/site/safe-url';
import type { NavLink } from '@/foundation/site/navigation-links';

interface NavItemLinkProps {
  link: NavLink;
  isCurrent: boolean;
  className?: string;
}

/** One navigation link: a client navigation inside the site, a new tab outside it. */
export function NavItemLink({ link, isCurrent, className }: NavItemLinkProps) {
  if (isExternalHref(link.url)) {
    return (
      <a href={link.url} className={className} rel="noopener" target="_blank">
        {link.label}
      </a>
    );
  }
  return (
    <SiteLink href={link.url} className={className} aria-current={isCurrent ? 'page' : undefined}>
      {link.label}
    </SiteLink>
  );
}
