import { Fragment, type ReactNode } from 'react';
import { formatLiveTime } from '@/foundation/format/live-time';
import { useAmpLeaves } from '@/components/leaves/leaves-context';
import { LIVE_OLDEST_FIRST, LIVE_ORDER_QUERY_KEY, LIVE_REFRESH_INTERVAL_MS } from '@/foundation/site/live-refresh';
import type { LiveUpdateView, LiveView } from '@/lib/page-data/live-coverage';
import { ArticleBodyBlocks } from './article-body-blocks';
import { LIVE_COPY_ATTRIBUTE, LIVE_NEW_SLOT_ATTRIBUTE, LIVE_UPDATE_ATTRIBUTE } from './live-updates-marks';
import styles from './live-updates.module.scss';


interface LiveUpdatesProps {
  live: LiveView;
  /** The article's address (absolute), the base of every permalink. */
  articleUrl: string;
  /** The article's path, for the order links. */
  articlePath: string;
  title: string;
  /** The request's clock: update times show the date when not today. */
  now: string;
  position: { publicationDate: string; articleId: string; page: number };
  /** What goes before update n (the in-body ad slots between updates), by its index in `live.updates`. */
  between?: ReadonlyMap<number, ReactNode>;
}

interface UpdateItemProps {
  update: LiveUpdateView;
  now: string;
  articleUrl: string;
  title: string;
  position: LiveUpdatesProps['position'];
  /** The AMP twin: an amp-live-list item (its sort time), no copy button (AMP runs no script of ours). */
  amp: boolean;
}

function UpdateItem({ update, now, articleUrl, title, position, amp }: UpdateItemProps) {
  const permalink = `${articleUrl}#${update.anchor}`;
  const shareText = `${update.title ?? title}｜${title}`;
  const Item = amp ? 'div' : 'li';
  return (
    <Item
      id={update.anchor}
      className={styles.update}
      {...{ [LIVE_UPDATE_ATTRIBUTE]: update.id }}
      data-pinned={update.isPinned || undefined}
      // amp-live-list orders and merges its items by this (ms); the pinned update stays first.
      data-sort-time={amp ? String(update.isPinned ? Date.parse(update.postedAt) + PINNED_SORT_BONUS_MS : Date.parse(update.postedAt)) : undefined}
    >
      <article aria-labelledby={update.title ? `${update.anchor}-title` : undefined} aria-label={update.title ? undefined : `${formatLiveTime(update.postedAt, now)}の更新`}>
        <p className={styles.updateMeta}>
          <a className={styles.time} href={`#${update.anchor}`}>
            <time dateTime={update.postedAt}>{formatLiveTime(update.postedAt, now)}</time>
          </a>
          {update.isPinned && <span className={styles.flag}>固定</span>}
          {update.isKeyEvent && <span className={styles.flag} data-flag="key">要点</span>}
        </p>
        {update.title && (
          <h3 id={`${update.anchor}-title`} className={styles.updateTitle}>
            {update.title}
          </h3>
        )}
        <ArticleBodyBlocks blocks={update.blocks} {...position} />
        <p className={styles.actions}>
          {amp ? (
            <a className={styles.action} href={permalink}>
              この更新へのリンク
            </a>
          ) : (
            <button type="button" className={styles.action} {...{ [LIVE_COPY_ATTRIBUTE]: permalink }}>
              リンクをコピー
            </button>
          )}
          <a className={styles.action} href={`https://x.com/intent/post?text=${encodeURIComponent(shareText)}&url=${encodeURIComponent(permalink)}`} target="_blank" rel="noopener">
            Xで共有
          </a>
        </p>
      </article>
    </Item>
  );
}

/** Added to the pinned update's sort time in the AMP list, so amp-live-list keeps it above every later one (a year). */
const PINNED_SORT_BONUS_MS = 365 * 24 * 3_600_000;
/** amp-live-list's page of items: more than an evening's updates. */
const AMP_LIVE_LIST_MAX_ITEMS = 200;

/**
 * A live article's coverage (issue 36), rendered on the server into the body's island: the
 * status line, 要点 (key events, linking to their updates), then the updates, pinned first. The
 * browser only decides when a refresh's new updates are shown (use-live-updates.ts).
 */
export function LiveUpdates({ live, articleUrl, articlePath, title, now, position, between }: LiveUpdatesProps) {
  const isLive = live.state === 'live';
  const amp = useAmpLeaves() !== null;
  const items = live.updates.map((update, index) => (
    <Fragment key={update.id}>
      {!amp && between?.has(index) && <li className={styles.adItem}>{between.get(index)}</li>}
      <UpdateItem update={update} now={now} articleUrl={articleUrl} title={title} position={position} amp={amp} />
    </Fragment>
  ));
  return (
    <section className={styles.live} aria-labelledby="live-heading" data-live-state={live.state}>
      <h2 id="live-heading" className={styles.heading}>
        {isLive ? 'ライブ更新' : 'ライブの記録'}
      </h2>
      {live.keyEvents.length > 0 && (
        <nav className={styles.keyEvents} aria-labelledby="live-key-events">
          <h3 id="live-key-events" className={styles.keyEventsHeading}>
            要点
          </h3>
          <ol>
            {live.keyEvents.map((event) => (
              <li key={event.anchor}>
                <a href={`#${event.anchor}`}>
                  <time dateTime={event.postedAt}>{formatLiveTime(event.postedAt, now)}</time>
                  <span>{event.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {isLive && amp ? null : isLive ? (
        // The slot is always there, one line high, so the new-updates button appearing moves nothing.
        <p className={styles.status} {...{ [LIVE_NEW_SLOT_ATTRIBUTE]: '' }} role="status">
          <span className={styles.onAir}>配信中</span>
          最終更新 <time dateTime={live.lastUpdatedAt}>{formatLiveTime(live.lastUpdatedAt, now)}</time>
        </p>
      ) : (
        <div className={styles.ended}>
          <p>このライブは終了しました。</p>
          {live.order === 'newest' ? (
            <a href={`${articlePath}?${LIVE_ORDER_QUERY_KEY}=${LIVE_OLDEST_FIRST}`}>古い順に読む</a>
          ) : (
            <a href={articlePath}>新しい順に読む</a>
          )}
        </div>
      )}
      {amp && !isLive ? (
        <div className={styles.updates}>{items}</div>
      ) : amp ? (
        // The AMP twin polls by itself (amp-live-list): new updates wait behind its button, as on the page.
        <amp-live-list id="live-updates" layout="container" data-poll-interval={String(LIVE_REFRESH_INTERVAL_MS)} data-max-items-per-page={String(AMP_LIVE_LIST_MAX_ITEMS)}>
          <button {...{ update: '', on: 'tap:live-updates.update' }} className={styles.ampNewButton}>
            新着を表示
          </button>
          <div {...{ items: '' }} className={styles.updates}>
            {items}
          </div>
        </amp-live-list>
      ) : (
        <ol className={styles.updates} aria-label="更新">
          {items}
        </ol>
      )}
    </section>
  );
}
