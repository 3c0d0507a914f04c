import { SiteLink } from '@/components/link/site-link';
import { useRef, useState, useSyncExternalStore, type KeyboardEvent, type MouseEvent } from 'react';
import { formatJstDateTime } from '@/foundation/format/date';
import type { ArticleRankingPanel } from '@/lib/page-data/ranking/article';
import { ARTICLE_RANKING_TAB_LABELS, rankingPaths, type ArticleRankingTab } from '@/foundation/paths/ranking';
import { RankedArticleList } from './ranked-article-list';
import styles from './article-ranking-tabs.module.scss';

/** Heading of each tab's list. */
export const ARTICLE_RANKING_PANEL_HEADINGS: Readonly<Record<ArticleRankingTab, string>> = {
  now: '現在のアクセスランキング',
  daily: '24時間のアクセスランキング',
  weekly: '週間アクセスランキング',
  monthly: '月間アクセスランキング',
  post: 'ポスト数ランキング',
};

/** Shown in a tab whose source failed. */
export const RANKING_UNAVAILABLE_MESSAGE = 'ランキングを取得できませんでした';
export const NO_ARTICLES_MESSAGE = '該当する記事はありません';

/** Thumbnails loaded with priority at the top of the first panel shown. */
const PRIORITY_THUMBNAILS = 2;

/** useSyncExternalStore without a store: false in the server HTML, true once hydrated. */
const subscribeToNothing = () => () => {};

const tabId = (tab: ArticleRankingTab) => `article-ranking-tab-${tab}`;
const panelId = (tab: ArticleRankingTab) => `article-ranking-panel-${tab}`;

interface ArticleRankingTabsProps {
  panels: ArticleRankingPanel[];
  selectedTab: ArticleRankingTab;
}

/**
 * The five article rankings as tabs (WAI-ARIA tabs: arrow keys, Home, End). Every panel is
 * server-rendered; each tab is also a `?tab=` link, so the page works without JavaScript.
 */
export function ArticleRankingTabs({ panels, selectedTab }: ArticleRankingTabsProps) {
  const [selected, setSelected] = useState<ArticleRankingTab>(selectedTab);
  // Until hydration every tab stays in the tab order: without JavaScript the arrow keys do nothing.
  const enhanced = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  const tabRefs = useRef(new Map<ArticleRankingTab, HTMLAnchorElement>());

  const select = (tab: ArticleRankingTab, focus: boolean) => {
    setSelected(tab);
    if (focus) tabRefs.current.get(tab)?.focus();
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>, tab: ArticleRankingTab) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    select(tab, false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const last = panels.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[
      event.key
    ];
    const tab = target === undefined ? undefined : panels[target]?.tab;
    if (!tab) return;
    event.preventDefault();
    select(tab, true);
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label="ランキングの集計期間" className={styles.tablist}>
        {panels.map(({ tab }, index) => (
          <SiteLink
            key={tab}
            ref={(element) => {
              if (element) tabRefs.current.set(tab, element);
              else tabRefs.current.delete(tab);
            }}
            href={rankingPaths.article(tab)}
            role="tab"
            id={tabId(tab)}
            aria-selected={tab === selected}
            aria-controls={panelId(tab)}
            tabIndex={enhanced ? (tab === selected ? 0 : -1) : undefined}
            className={styles.tab}
            onClick={(event) => onClick(event, tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {ARTICLE_RANKING_TAB_LABELS[tab]}
          </SiteLink>
        ))}
      </div>
      {panels.map(({ tab, aggregatedAt, articles }) => (
        <div key={tab} role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} hidden={tab !== selected} tabIndex={0} className={styles.panel}>
          <h2 className={styles.heading}>{ARTICLE_RANKING_PANEL_HEADINGS[tab]}</h2>
          {aggregatedAt && (
            <p className={styles.aggregated}>
              集計：<time dateTime={aggregatedAt}>{formatJstDateTime(aggregatedAt)}</time>
            </p>
          )}
          {articles === null ? (
            <p className={styles.message} role="status">
              {RANKING_UNAVAILABLE_MESSAGE}
            </p>
          ) : articles.length === 0 ? (
            <p className={styles.message}>{NO_ARTICLES_MESSAGE}</p>
          ) : (
            <RankedArticleList articles={articles} showPostCount={tab === 'post'} priorityCount={tab === selectedTab ? PRIORITY_THUMBNAILS : 0} />
          )}
        </div>
      ))}
    </div>
  );
}
