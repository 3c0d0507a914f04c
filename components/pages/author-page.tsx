import { ContentImage } from '@/components/image/content-image';
import { Breadcrumb } from '@/components/article/breadcrumb';
import { PickupBanners } from '@/components/banners/banner-lists';
import { IconBanner } from '@/components/banners/icon-banner';
import { PageShell } from '@/components/layout/page-shell';
import { RankingRail } from '@/components/ranking/ranking-rail';
import type { WithIslands } from '@/foundation/site/html-only';
import { paths } from '@/foundation/paths';
import type { AuthorPageProps } from '@/lib/page-data/author';
import { PAGE_SIZE } from '@/foundation/validation/page-number';
import { ArticleListPageSection } from './article-list-page-section';
import styles from './author-page.module.scss';

/** Author icons are square; the API hands them out at 200×200. */
export const AUTHOR_ICON_SIZE = 200;

export function AuthorPage({ author, articles, totalCount, currentPage, pageCount, islands, layout, sponsoredCandidates, listBanners }: WithIslands<AuthorPageProps>) {
  return (
    <PageShell layout={layout} rail={<RankingRail islands={islands} />}>
      <Breadcrumb items={[{ name: author.name }]} />
      <div className={styles.profile}>
        {author.iconUrl && (
          <ContentImage
            src={author.iconUrl}
            alt=""
            width={AUTHOR_ICON_SIZE}
            height={AUTHOR_ICON_SIZE}
            sizes="96px"
            priority
            className={styles.icon}
          />
        )}
        <div className={styles.text}>
          <h1 className={styles.name}>{author.name}</h1>
          <p className={styles.kana}>{author.nameKana}</p>
          <p className={styles.role}>{author.role}</p>
          <p className={styles.bio}>{author.profile}</p>
        </div>
      </div>
      {listBanners && <PickupBanners banners={listBanners.pickup} />}
      <ArticleListPageSection
        headingId="author-articles"
        heading={`${author.name}の記事`}
        articles={articles}
        totalCount={totalCount}
        currentPage={currentPage}
        pageCount={pageCount}
        pageSize={PAGE_SIZE.articles}
        pathOfPage={(page) => paths.author(author.id, page)}
        sponsored={sponsoredCandidates}
      />
      {listBanners && <IconBanner banner={listBanners.icon} />}
    </PageShell>
  );
}
