// JSX types of the AMP elements the AMP pages render with react-dom/server (AMP HTML spec).
import type { HTMLAttributes } from 'react';

type AmpLayout = 'responsive' | 'fixed' | 'fixed-height' | 'fill' | 'intrinsic' | 'flex-item' | 'nodisplay' | 'container';

interface AmpElementProps extends HTMLAttributes<HTMLElement> {
  layout?: AmpLayout;
  width?: number;
  height?: number;
}

interface AmpImgProps extends AmpElementProps {
  src: string;
  srcset?: string;
  sizes?: string;
  alt: string;
}

interface AmpAdProps extends AmpElementProps {
  type: string;
  'data-slot': string;
  'data-multi-size'?: string;
  'data-multi-size-validation'?: 'false';
  json?: string;
}

interface AmpYoutubeProps extends AmpElementProps {
  'data-videoid': string;
}

interface AmpLiveListProps extends AmpElementProps {
  id: string;
  'data-poll-interval'?: string;
  'data-max-items-per-page': string;
}

interface AmpAccordionProps extends AmpElementProps {
  /** Every section starts as the markup says (closed), not as the reader left it earlier in the session. */
  'disable-session-states'?: '';
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'amp-img': AmpImgProps;
      'amp-ad': AmpAdProps;
      'amp-youtube': AmpYoutubeProps;
      'amp-live-list': AmpLiveListProps;
      'amp-accordion': AmpAccordionProps;
    }
  }
}
