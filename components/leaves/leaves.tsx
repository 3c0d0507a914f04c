import Link from 'next/link';
import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react';
import { ContentImage } from '@/components/image/content-image';

/**
 * "AMP by leaves" (decision 008): the article's parts (body, header, breadcrumb, table of contents,
 * pager, related list) are written once; only these leaves render differently on an AMP page. The
 * HTML leaves are the default; the AMP document provides its own set (components/amp/amp-leaves.tsx)
 * with `isAmp: true`. A context rather than a prop: the leaves sit several levels down (an inline
 * link in a table cell, the pager's links) and HTML pages pass nothing; and only the AMP document
 * imports the AMP set, so none of it reaches the browser's JavaScript.
 */

/** A CSS module's class names by key. */
export type ClassNames = { readonly [key: string]: string };

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site path, or a URL that passed safeHref. */
  href: string;
}

export interface ImageLeafProps {
  /** An image URL from the content API (null: a placeholder on HTML pages, nothing on AMP). */
  src: string | null;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  priority?: boolean;
  className?: string;
}

export interface VideoLeafProps {
  /** A checked YouTube video id. */
  videoId: string;
  title: string;
}

export interface Leaves {
  /** The page is an AMP document (the spec's page-props flag `isAmp`). */
  isAmp: boolean;
  /** A link inside the site: next/link on HTML pages, an absolute `<a>` on AMP. */
  SiteLink: ComponentType<SiteLinkProps>;
  /** The href of a plain `<a>`: unchanged on HTML pages, site paths made absolute on AMP. */
  href: (href: string) => string;
  /** A content image: next/image through the image CDN on HTML pages, amp-img on AMP. */
  Image: ComponentType<ImageLeafProps>;
  /** A YouTube player: an iframe on HTML pages, amp-youtube on AMP. */
  Video: ComponentType<VideoLeafProps>;
  /** A part's class names: its CSS module on HTML pages, names the one AMP stylesheet knows on AMP. */
  classes: (styles: ClassNames) => ClassNames;
  /** The id of a heading anchor (AMP forbids some ids). */
  anchorId: (id: string) => string;
}

function HtmlSiteLink({ href, ...anchor }: SiteLinkProps) {
  return <Link href={href} {...anchor} />;
}

function HtmlVideo({ videoId, title }: VideoLeafProps) {
  return (
    <iframe
      src={`https://www.youtube-nocookie.com/embed/${videoId}`}
      title={title}
      loading="lazy"
      allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
      allowFullScreen
    />
  );
}

const unchanged = <T,>(value: T): T => value;

export const HTML_LEAVES: Leaves = {
  isAmp: false,
  SiteLink: HtmlSiteLink,
  href: unchanged,
  Image: ContentImage,
  Video: HtmlVideo,
  classes: unchanged,
  anchorId: unchanged,
};

const LeavesContext = createContext<Leaves>(HTML_LEAVES);

/** Renders its children with another leaf set (the AMP document). */
export const LeavesProvider = LeavesContext.Provider;

export function useLeaves(): Leaves {
  return useContext(LeavesContext);
}
