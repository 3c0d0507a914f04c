import { SiteLink } from '@/components/link/site-link';
import { ArticleList } from '@/components/article-card/article-list';
import { Breadcrumb } from '@/components/article/breadcrumb';
import { ContentImage } from '@/components/image/content-image';
import { PageShell } from '@/components/layout/page-shell';
import { ListPagination } from '@/components/list/list-pagination';
import { RankingRail } from '@/components/ranking/ranking-rail';
import type { WithIslands } from '@/foundation/site/html-only';
import { CollectionTiles } from '@/components/special/collection-tiles';
import { PrLabel } from '@/components/special/pr-label';
import { EmptyNote, TitledSection } from '@/components/special/titled-section';
import { formatNumber } from '@/foundation/format/number';
import { paths } from '@/foundation/paths';
import type { SpecialPageProps } from '@/lib/page-data/special';
import { specialCollectionPath } from '@/foundation/paths/special';
import styles from './special-page.module.scss';

/** Size of the collection's header image from the content API (a wide banner). */
export const HEADER_IMAGE = { width: 1280, height: 400 } as const;

export function SpecialPage({
  collection,
  categories,
  selectedCategory,
  articles,
  totalCount,
  currentPage,
  pageCount,
  otherCollections,
  islands,
  layout,
  sponsoredCandidates,
}: WithIslands<SpecialPageProps>) {
  const categoryId = selectedCategory?.categoryId ?? null;
  const listTitle = selectedCategory ? `「${selectedCategory.name}」の記事` : 'この特集の記事';
  return (
    <PageShell layout={layout} rail={<RankingRail islands={islands} />}>
      <Breadcrumb
        items={
          selectedCategory
            ? [{ name: collection.title, path: paths.special(collection.directoryName) }, { name: selectedCategory.name }]
            : [{ name: collection.title }]
        }
      />
      <header className={styles.header}>
        <ContentImage
          src={collection.headerImageUrl}
          alt=""
          width={HEADER_IMAGE.width}
          height={HEADER_IMAGE.height}
          sizes="(min-width: 768px) 860px, 100vw"
          priority
          className={styles.headerImage}
        />
        <div className={styles.headerText}>
          <p className={styles.kind}>
            {collection.isPr && <PrLabel />}
            <span>特集</span>
          </p>
          <h1 className={styles.title}>{collection.title}</h1>
          <p className={styles.description}>{collection.description}</p>
          {collection.isPr && <p className={styles.prNote}>この特集は広告企画（PR）です。</p>}
        </div>
      </header>

      {categories.length > 0 && (
        <nav aria-label="カテゴリーで絞り込む" className={styles.filters}>
          <ul>
            <li>
              <SiteLink href={specialCollectionPath(collection.directoryName)} aria-current={categoryId === null ? 'page' : undefined}>
                すべて
              </SiteLink>
            </li>
            {categories.map((category) => (
              <li key={category.categoryId}>
                <SiteLink
                  href={specialCollectionPath(collection.directoryName, { categoryId: category.categoryId })}
                  aria-current={category.categoryId === categoryId ? 'page' : undefined}
                >
                  {category.name}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <TitledSection
        id="collection-articles"
        title={
          <>
            {listTitle}
            <span className={styles.count}>（{formatNumber(totalCount)}件）</span>
          </>
        }
      >
        {articles.length > 0 ? <ArticleList articles={articles} sponsored={sponsoredCandidates} cardSlot /> : <EmptyNote>該当する記事はありません</EmptyNote>}
        <ListPagination
          label="記事一覧のページ"
          currentPage={currentPage}
          pageCount={pageCount}
          pathOfPage={(page) => specialCollectionPath(collection.directoryName, { categoryId, page })}
        />
      </TitledSection>

      {otherCollections.length > 0 && (
        <TitledSection id="other-collections" title="その他の特集">
          <CollectionTiles collections={otherCollections} />
        </TitledSection>
      )}
    </PageShell>
  );
}
