import { createContext, useContext, type ReactNode } from 'react';
import { Island } from '@/components/islands/island';
import type { IslandHtml } from '@/foundation/site/html-only';

/** The parts of every page's header and footer that have no behaviour of their own. */
export interface LayoutChrome {
  /** The logo and the logo jack. */
  brand: ReactNode;
  /** The desktop navigation. */
  nav: ReactNode;
  /** The phone menu's links. */
  menuLinks: ReactNode;
  footer: ReactNode;
}

/** A page's chrome as the static islands its server rendered (layout-islands.tsx). */
export function islandChrome(islands: IslandHtml | undefined): LayoutChrome {
  return {
    brand: <Island id="header-brand" html={islands?.['header-brand']} />,
    nav: <Island id="header-nav" html={islands?.['header-nav']} />,
    menuLinks: <Island id="menu-links" html={islands?.['menu-links']} />,
    footer: <Island id="site-footer" html={islands?.['site-footer']} />,
  };
}

const LayoutChromeContext = createContext<LayoutChrome | null>(null);

/** Set by _app from the page's islands; the error page, with no server props, sets its own. */
export const LayoutChromeProvider = LayoutChromeContext.Provider;

const NO_CHROME: LayoutChrome = { brand: null, nav: null, menuLinks: null, footer: null };

export function useLayoutChrome(): LayoutChrome {
  return useContext(LayoutChromeContext) ?? NO_CHROME;
}
