import Link from 'next/link';
import { useAmpLeaves, type SiteLinkProps } from './leaves-context';

/** A link inside the site: next/link (client navigation) on HTML pages, a plain absolute `<a>` on AMP. */
export function SiteLink(props: SiteLinkProps) {
  const amp = useAmpLeaves();
  return amp ? <amp.SiteLink {...props} /> : <Link {...props} />;
}
