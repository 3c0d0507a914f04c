import { ArticleList } from '@/components/article-card/article-list';
import { islandHtml, type IslandContext } from '@/components/islands/render-island';
import { CollectionBanner } from '@/components/special/collection-banner';
import { EmptyNote, TitledSection } from '@/components/special/titled-section';
import { WeeklyPartList } from '@/components/special/weekly-part-list';
import { paths } from '@/foundation/paths';
import { WEEKLY_MAGAZINE_NAME, weeklyIssueTitle, weeklyPaths } from '@/foundation/paths/weekly';
import type { IslandHtml } from '@/foundation/site/html-only';
import type { SpecialArticlePageProps } from '@/lib/page-data/special';
import type { WeeklyPartPageProps } from '@/lib/page-data/weekly';

/*
 * The static islands (decision 032) around an article shown inside a collection, server only: the
 * collection's link above the article (`article-banner`) and more of it below (`article-after`).
 * The article's own islands come from article-page-islands.tsx.
 */

/** A curated collection's article, on its own address or in a preview. */
export function specialArticleIslands(props: Pick<SpecialArticlePageProps, 'collection' | 'collectionArticles'> & IslandContext): IslandHtml {
  const { collection, collectionArticles } = props;
  const collectionPath = paths.special(collection.directoryName);
  return {
    'article-banner': islandHtml(<CollectionBanner kind="特集" title={collection.title} href={collectionPath} isPr={collection.isPr} />, props),
    'article-after': islandHtml(
      <TitledSection id="collection-more" title={`「${collection.title}」の記事`} more={{ href: collectionPath, label: 'この特集の記事をすべて見る' }}>
        {collectionArticles.length > 0 ? <ArticleList articles={collectionArticles} /> : <EmptyNote>該当する記事はありません</EmptyNote>}
      </TitledSection>,
      props,
    ),
  };
}

/** A part of the weekly magazine, with the issue's other parts below. */
export function weeklyPartIslands(props: Pick<WeeklyPartPageProps, 'issue' | 'otherParts'> & IslandContext): IslandHtml {
  const { issue, otherParts } = props;
  return {
    'article-banner': islandHtml(<CollectionBanner kind={WEEKLY_MAGAZINE_NAME} title={issue ? weeklyIssueTitle(issue) : `${WEEKLY_MAGAZINE_NAME} 最新号`} href={weeklyPaths.index()} />, props),
    'article-after': islandHtml(
      <TitledSection id="weekly-other-parts" title="今週号のその他の記事" more={{ href: weeklyPaths.index(), label: `${WEEKLY_MAGAZINE_NAME}の最新号を見る` }}>
        {otherParts.length > 0 ? <WeeklyPartList parts={otherParts} /> : <EmptyNote>該当する記事はありません</EmptyNote>}
      </TitledSection>,
      props,
    ),
  };
}
