import { ArticleList } from '@/components/article-card/article-list';
import { PageBanner } from '@/components/banners/banner';
import { BANNER_SIZES } from '@/components/banners/banner-sizes';
import { CarouselBanners } from '@/components/banners/carousel-banners';
import { IconBanner } from '@/components/banners/icon-banner';
import { MovieBannerIsland } from '@/components/banners/movie-banner-island';
import { LazyMovieOverlay } from '@/components/banners/lazy-movie-overlay';
import { TopJacks } from '@/components/banners/side-jacks';
import { WindowJack } from '@/components/banners/window-jack';
import { PageShell } from '@/components/layout/page-shell';
import { TitledSection } from '@/components/special/titled-section';
import { paths } from '@/foundation/paths';
import { Island } from '@/components/islands/island';
import type { WithIslands } from '@/foundation/site/html-only';
import type { TopPageProps } from '@/lib/page-data/top';
import { ImagePreload } from '@/components/image/content-image';
import { TOP_LEAD_IMAGE } from './top-lead-image';
import styles from './top-page.module.scss';
import './top-page-islands.styles';

/** The top page's props in the browser: its islands' HTML instead of their components (decision 032). */
export type TopPageViewProps = WithIslands<TopPageProps>;

/**
 * The front page. Editorial first (the lead stories open the page on every device), then the
 * promotions (PC: header banner and side jacks; SP: the movie banner and the carousel's tiles),
 * the newest list, the SP window jack and a block per main category (two abreast on PC);
 * rankings, schedule, features, videos and the smaller lists live in the rail. The SP movie
 * overlay and the icon banner float at the bottom edge. The rail and the part below the window
 * jack are static islands (top-page-islands.tsx).
 */
export function TopPage(props: TopPageViewProps) {
  const { topBanners } = props;
  const leadImage = props.pickupArticles[0]?.thumbnailUrl;

  return (
    <PageShell layout={props.layout} rail={<Island id="top-rail" html={props.islands['top-rail']} />}>
      <h1 className="visually-hidden">プレイノート ゲーム・エンタメ最新ニュース</h1>
      {/* The lead story's art is in the lead's island; its preload is the page's (the island has no head). */}
      {leadImage && <ImagePreload src={leadImage} width={TOP_LEAD_IMAGE.width} sizes={TOP_LEAD_IMAGE.sizes} />}
      <Island id="top-lead" html={props.islands['top-lead']} />
      {topBanners && (
        <div className={styles.promotions}>
          <PageBanner
            banner={topBanners.header}
            size={BANNER_SIZES.topHeader}
            sizes="(min-width: 768px) 860px, 100vw"
            kind="top-header"
            className={styles.headerBanner}
          />
          <MovieBannerIsland banner={topBanners.movie} html={props.islands['top-movie']} />
          <CarouselBanners tiles={topBanners.carouselTiles} />
          <TopJacks left={topBanners.leftJack} right={topBanners.rightJack} />
        </div>
      )}
      <TitledSection
        id="new-articles"
        title="新着記事"
        more={{ href: paths.category('new-article'), label: '新着記事をもっと見る' }}
        className={styles.newArticles}
      >
        <ArticleList articles={props.newArticles} sponsored={props.sponsoredCandidates} cardSlot />
      </TitledSection>
      {topBanners && <WindowJack banner={topBanners.windowJack} />}
      <Island id="top-sections" html={props.islands['top-sections']} />
      {topBanners && <IconBanner banner={topBanners.icon} />}
      {topBanners && <LazyMovieOverlay banner={topBanners.movieOverlay} />}
    </PageShell>
  );
}
