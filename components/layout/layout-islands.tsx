import { islandHtml, type IslandContext } from '@/components/islands/render-island';
import type { IslandHtml } from '@/foundation/site/html-only';
import { currentSectionUrl } from '@/foundation/site/navigation-links';
import type { LayoutData } from '@/lib/page-data/layout-data';
import { HeaderBrand, HeaderNav, MenuLinks, MYPAGE_NAV_LINK } from './header-parts';
import { SiteFooter } from './site-footer';

/**
 * The layout's static islands (decision 032), server only: the header's logo and navigation, the
 * phone menu's links and the footer, for the page at `path` (its section marked current). Every
 * page with the layout carries them; the browser renders none of their components.
 */
export function layoutIslands(layout: LayoutData, path: string, context: IslandContext): IslandHtml {
  const { navigation } = layout;
  const currentUrl = currentSectionUrl([...navigation.sections, ...navigation.categories, ...navigation.platforms, MYPAGE_NAV_LINK], path);
  return {
    'header-brand': islandHtml(<HeaderBrand logoJack={layout.logoJack} />, context),
    'header-nav': islandHtml(<HeaderNav navigation={navigation} currentUrl={currentUrl} />, context),
    'menu-links': islandHtml(<MenuLinks navigation={navigation} currentUrl={currentUrl} />, context),
    'site-footer': islandHtml(<SiteFooter layout={layout} />, context),
  };
}
