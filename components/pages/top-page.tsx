import { SiteLink } from '@/components/link/site-link';
import { ArticleList } from '@/components/article-card/article-list';
import { PageBanner } from '@/components/banners/banner';
import { FeatureBanners } from '@/components/banners/banner-lists';
import { BANNER_SIZES } from '@/components/banners/banner-sizes';
import { CarouselBanners } from '@/components/banners/carousel-banners';
import { IconBanner } from '@/components/banners/icon-banner';
import { MovieBanner } from '@/components/banners/movie-banner';
import { LazyMovieOverlay } from '@/components/banners/lazy-movie-overlay';
import { TopJacks } from '@/components/banners/side-jacks';
import { WindowJack } from '@/components/banners/window-jack';
import { PageShell } from '@/components/layout/page-shell';
import { CollectionTiles } from '@/components/special/collection-tiles';
import { TitledSection } from '@/components/special/titled-section';
import { paths } from '@/foundation/paths';
import type { TopPageProps } from '@/lib/page-data/top';
import { WEEKLY_MAGAZINE_NAME, weeklyPaths } from '@/foundation/paths/weekly';
import { TopPageCategory } from './top-page-category';
import { TopPageLead } from './top-page-lead';
import { TopPageRail } from './top-page-rail';
import styles from './top-page.module.scss';


/** Every page type is reachable from the top page: the site's index pages. */
export const SITE_MENU: readonly { label: string; href: string }[] = [
  { label: '記事ランキング', href: paths.ranking('article') },
  { label: 'ゲーム売上ランキング', href: paths.ranking('game-sales') },
  { label: 'Amazonランキング', href: paths.ranking('amazon') },
  { label: '発売スケジュール', href: paths.schedule() },
  { label: WEEKLY_MAGAZINE_NAME, href: weeklyPaths.index() },
  { label: '過去記事アーカイブ', href: paths.archive() },
  { label: '記事・ゲーム検索', href: paths.search() },
];

/**
 * The front page. Editorial first (the lead stories open the page on every device), then the
 * promotions (PC: header banner and side jacks; SP: the movie banner and the carousel's tiles),
 * the newest list, the SP window jack and a block per main category (two abreast on PC);
 * rankings, schedule, features, videos and the smaller lists live in the rail. The SP movie
 * overlay and the icon banner float at the bottom edge.
 */
export function TopPage(props: TopPageProps) {
  const { topBanners } = props;

  return (
    <PageShell layout={props.layout} rail={<TopPageRail {...props} />}>
      <h1 className="visually-hidden">プレイノート ゲーム・エンタメ最新ニュース</h1>
      <TopPageLead stories={props.pickupArticles} />
      {topBanners && (
        <div className={styles.promotions}>
          <PageBanner
            banner={topBanners.header}
            size={BANNER_SIZES.topHeader}
            sizes="(min-width: 768px) 860px, 100vw"
            kind="top-header"
            className={styles.headerBanner}
          />
          <MovieBanner banner={topBanners.movie} />
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
      <div className={styles.categories}>
        {props.sections.map((section) => (
          <TopPageCategory key={section.category.code} section={section} />
        ))}
      </div>
      {topBanners && <FeatureBanners headingId="feature-banners" title="おすすめ特集" banners={topBanners.featureRow} variant="row" />}
      {props.matomeCollections.length > 0 && (
        <TitledSection id="matome" title="特集まとめ">
          <CollectionTiles collections={props.matomeCollections} />
        </TitledSection>
      )}
      <TitledSection as="nav" id="site-menu" title="コンテンツ一覧">
        <ul className={styles.menu}>
          {SITE_MENU.map((item) => (
            <li key={item.href}>
              <SiteLink href={item.href}>{item.label}</SiteLink>
            </li>
          ))}
        </ul>
      </TitledSection>
      {topBanners && <IconBanner banner={topBanners.icon} />}
      {topBanners && <LazyMovieOverlay banner={topBanners.movieOverlay} />}
    </PageShell>
  );
}
