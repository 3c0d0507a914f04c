import type { IslandHtml } from '@/foundation/site/html-only';
import { islandHtml, type IslandContext } from '@/components/islands/render-island';
import type { TopPageProps } from '@/lib/page-data/top';
import { MovieBanner } from '@/components/banners/movie-banner';
import { TopPageLead } from './top-page-lead';
import { TopPageRail } from './top-page-rail';
import { TopPageSections } from './top-page-sections';

/**
 * The top page's static islands (decision 032), server only: the lead stories, the SP movie banner
 * (when the page view has one; MovieBannerIsland brings its code in after load), the rail and
 * everything below the newest list.
 */
export function topPageIslands(props: TopPageProps & IslandContext): IslandHtml {
  return {
    'top-lead': islandHtml(<TopPageLead stories={props.pickupArticles} live={props.liveArticle} />, props),
    ...(props.topBanners?.movie && { 'top-movie': islandHtml(<MovieBanner banner={props.topBanners.movie} />, props) }),
    'top-rail': islandHtml(<TopPageRail {...props} />, props),
    'top-sections': islandHtml(<TopPageSections sections={props.sections} topBanners={props.topBanners} matomeCollections={props.matomeCollections} />, props),
  };
}
