import { SiteLink } from '@/components/link/site-link';
import { Breadcrumb } from '@/components/article/breadcrumb';
import { PickupBanners } from '@/components/banners/banner-lists';
import { IconBanner } from '@/components/banners/icon-banner';
import { PageShell } from '@/components/layout/page-shell';
import { RankingRail } from '@/components/ranking/ranking-rail';
import type { WithIslands } from '@/foundation/site/html-only';
import { paths } from '@/foundation/paths';
import type { CategoryPageProps } from '@/lib/page-data/category';
import { PAGE_SIZE } from '@/foundation/validation/page-number';
import { ArticleListPageSection } from './article-list-page-section';
import styles from './category-page.module.scss';

export function CategoryPage({
  category,
  otherCategories,
  articles,
  totalCount,
  currentPage,
  pageCount,
  islands,
  layout,
  sponsoredCandidates,
  listBanners,
}: WithIslands<CategoryPageProps>) {
  return (
    <PageShell layout={layout} rail={<RankingRail islands={islands} />}>
      <Breadcrumb items={[{ name: category.nameJa }]} />
      <h1 className={styles.title}>{category.nameJa}</h1>
      <nav aria-label="ほかのカテゴリ" className={styles.categories}>
        <ul>
          {otherCategories.map((other) => (
            <li key={other.code}>
              <SiteLink href={paths.category(other.code)}>{other.nameJa}</SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      {listBanners && <PickupBanners banners={listBanners.pickup} />}
      <ArticleListPageSection
        headingId="category-articles"
        heading={`${category.nameJa}の記事一覧`}
        articles={articles}
        totalCount={totalCount}
        currentPage={currentPage}
        pageCount={pageCount}
        pageSize={PAGE_SIZE.articles}
        pathOfPage={(page) => paths.category(category.code, page)}
        priorityCount={1}
        sponsored={sponsoredCandidates}
      />
      {listBanners && <IconBanner banner={listBanners.icon} />}
    </PageShell>
  );
}
