import type { ReactNode } from 'react';
import { FollowingHead } from './following-head';
import type { HeadTags } from './head-tags';
import { ServerHead } from './server-head';

/**
 * A page's head tags. On the server, next/head renders them (and `serverOnly`: the feed link,
 * JSON-LD, preloads) into the HTML document; in the browser the head follows the page's tags after
 * client navigations, and the server-only children are never rendered.
 */
export function DocumentHead({ tags, serverOnly }: { tags: HeadTags; serverOnly?: ReactNode }) {
  if (!ServerHead) return <FollowingHead tags={tags} />;
  return (
    <ServerHead>
      <title>{tags.title}</title>
      {Object.entries(tags.names).map(([name, content]) => (
        <meta key={name} name={name} content={content} />
      ))}
      {Object.entries(tags.properties).map(([property, content]) => (
        <meta key={property} property={property} content={content} />
      ))}
      {Object.entries(tags.links).map(([rel, href]) => (
        <link key={rel} rel={rel} href={href} />
      ))}
      {serverOnly}
    </ServerHead>
  );
}

/** Tags for the server's head only (a preload, the AMP twin's link, the viewport): nothing in the browser. */
export function ServerHeadTags({ children }: { children: ReactNode }) {
  return ServerHead ? <ServerHead>{children}</ServerHead> : null;
}
