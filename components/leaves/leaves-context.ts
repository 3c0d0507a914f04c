import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react';

/**
 * "AMP by leaves" (decision 008): the article's parts (body, header, breadcrumb, table of contents,
 * pager, related list) are written once; only the leaves in this folder render differently in the
 * AMP document. The AMP document provides its leaf set (components/amp/amp-leaves.tsx) through this
 * context; HTML pages provide nothing (null), so the flag the spec calls `isAmp` is "a set is
 * provided". A context rather than a prop: the leaves sit several levels down (an inline link in
 * a table cell, the pager's links) and HTML pages pass nothing; and only the AMP document imports
 * the AMP set, so none of it reaches the browser's JavaScript.
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

/** How the AMP document renders the leaves. */
export interface AmpLeaves {
  /** A link inside the site: a plain absolute `<a>` (AMP caches serve the page from another origin). */
  SiteLink: ComponentType<SiteLinkProps>;
  /** An amp-img through the image CDN. */
  Image: ComponentType<ImageLeafProps>;
  /** amp-youtube. */
  Video: ComponentType<VideoLeafProps>;
  /** The href of a plain `<a>`, site paths made absolute. */
  href: (href: string) => string;
  /** A part's class names as the one AMP stylesheet knows them (no CSS modules on AMP). */
  classes: (styles: ClassNames) => ClassNames;
  /** A heading id AMP allows. */
  anchorId: (id: string) => string;
}

const AmpLeavesContext = createContext<AmpLeaves | null>(null);

/** Wraps the AMP document's body. */
export const AmpLeavesProvider = AmpLeavesContext.Provider;

/** The AMP leaves inside the AMP document; null on HTML pages. */
export function useAmpLeaves(): AmpLeaves | null {
  return useContext(AmpLeavesContext);
}

/** A part's class names: its CSS module on HTML pages, the AMP stylesheet's names in the AMP document. */
export function usePartClasses(styles: ClassNames): ClassNames {
  const amp = useAmpLeaves();
  return amp ? amp.classes(styles) : styles;
}
