import { SiteLink } from '@/components/link/site-link';
import { FeatureBanners } from '@/components/banners/banner-lists';
import { CollectionTiles } from '@/components/special/collection-tiles';
import { TitledSection } from '@/components/special/titled-section';
import { paths } from '@/foundation/paths';
import { WEEKLY_MAGAZINE_NAME, weeklyPaths } from '@/foundation/paths/weekly';
import type { TopPageProps } from '@/lib/page-data/top';
import { TopPageCategory } from './top-page-category';
import styles from './top-page-sections.module.scss';

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
 * The top page below the newest list: a block per main category (two abreast on PC), the
 * recommended features, the matome collections and the site menu. A static island (decision 032).
 */
export function TopPageSections(props: Pick<TopPageProps, 'sections' | 'topBanners' | 'matomeCollections'>) {
  return (
    <>
      <div className={styles.categories}>
        {props.sections.map((section) => (
          <TopPageCategory key={section.category.code} section={section} />
        ))}
      </div>
      {props.topBanners && <FeatureBanners headingId="feature-banners" title="おすすめ特集" banners={props.topBanners.featureRow} variant="row" />}
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
    </>
  );
}
