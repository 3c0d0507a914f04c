import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { ContentImageProps } from '@/components/image/content-image';

/**
 * "AMP by leaves" (decision 008): the article's parts (body, header, table of contents, related
 * list, …) are written once, with CSS modules and next/link like any component; only a few leaves
 * render differently in the AMP document: the image, the video and heading ids. The AMP document
 * provides its leaves (components/amp/amp-leaves.tsx) through this context; HTML pages provide
 * none (null), so the flag the spec calls `isAmp` is "AMP leaves are provided". A context rather
 * than a prop: the leaves sit several levels down and HTML pages pass nothing; and only the AMP
 * document imports the AMP leaves, so none of them reaches the browser's JavaScript. Links and
 * class names need no leaf: the AMP renderer rewrites them once for the whole document.
 */

/** An image leaf takes ContentImage's props; `src` null: a placeholder on HTML pages, nothing on AMP. */
export type ImageLeafProps = ContentImageProps;

export interface VideoLeafProps {
  /** A checked YouTube video id. */
  videoId: string;
  title: string;
}

/** A fold that starts closed (a spoiler section, issue 37): its always-visible summary and what it hides. */
export interface FoldLeafProps {
  summary: ReactNode;
  children: ReactNode;
}

/** How the AMP document renders the leaves. */
export interface AmpLeaves {
  /** An amp-img through the image CDN. */
  Image: ComponentType<ImageLeafProps>;
  /** amp-youtube. */
  Video: ComponentType<VideoLeafProps>;
  /** amp-accordion, closed (HTML pages: a closed `<details>`). */
  Fold: ComponentType<FoldLeafProps>;
  /** A heading id AMP allows (AMP forbids some, e.g. `style`). */
  anchorId: (id: string) => string;
}

const AmpLeavesContext = createContext<AmpLeaves | null>(null);

/** Wraps the AMP document's body. */
export const AmpLeavesProvider = AmpLeavesContext.Provider;

/** The AMP leaves inside the AMP document; null on HTML pages. */
export function useAmpLeaves(): AmpLeaves | null {
  return useContext(AmpLeavesContext);
}
