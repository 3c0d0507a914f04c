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
        <p>
          <a href={`#${update.anchor}`}>
            <time dateTime={update.postedAt}>{formatLiveTime(update.postedAt, now)}</time>
          </a>
          {update.isPinned && <span data-flag="pinned">固定</span>}
          {update.isKeyEvent && <span data-flag="key">要点</span>}
        </p>
        {update.title && (
          <h3 id={`${update.anchor}-title`}>
            {update.title}
          </h3>
        )}
        <ArticleBodyBlocks blocks={update.blocks} {...position} />
        <p data-actions="">
          {amp ? (
            <a href={permalink}>
              この更新へのリンク
            </a>
          ) : (
            // A link to the update, enhanced into a copy (live-updates-controller.ts): tapped before
            // that code is in, it still answers, putting the permalink in the address bar.
            <a href={permalink} {...{ [LIVE_COPY_ATTRIBUTE]: permalink }}>
              リンクをコピー
            </a>
          )}
          <a href={`https://x.com/intent/post?text=${encodeURIComponent(shareText)}&url=${encodeURIComponent(permalink)}`} target="_blank" rel="noopener">
            Xで共有
          </a>
        </p>
      </article>
    </Item>
  );
}

/** Key events listed open; the rest behind すべての要点を見る. */
export const KEY_EVENTS_SHOWN = 6;

function KeyEventList({ events, now }: { events: LiveView['keyEvents']; now: string }) {
  return (
    <ol>
      {events.map((event) => (
        <li key={event.anchor}>
          <a href={`#${event.anchor}`}>
            <time dateTime={event.postedAt}>{formatLiveTime(event.postedAt, now)}</time>
            <span>{event.title}</span>
          </a>
        </li>
      ))}
    </ol>
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
      <h2 id="live-heading">
        {isLive ? 'ライブ更新' : 'ライブの記録'}
      </h2>
      {live.keyEvents.length > 0 && (
        <nav aria-labelledby="live-key-events">
          <h3 id="live-key-events">
            要点
          </h3>
          <KeyEventList events={live.keyEvents.slice(0, KEY_EVENTS_SHOWN)} now={now} />
          {live.keyEvents.length > KEY_EVENTS_SHOWN && (
            // The rest behind a native disclosure: the updates stay near the top of the page.
            <details>
              <summary>すべての要点を見る（{live.keyEvents.length}件）</summary>
              <KeyEventList events={live.keyEvents.slice(KEY_EVENTS_SHOWN)} now={now} />
            </details>
          )}
        </nav>
      )}
      {isLive && amp ? null : isLive ? (
        // The slot is always there, one line high, so the new-updates button appearing moves nothing.
        <p className={styles.status} {...{ [LIVE_NEW_SLOT_ATTRIBUTE]: '' }} role="status">
          <span>配信中</span>
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
        <div data-updates="">{items}</div>
      ) : amp ? (
        // The AMP twin polls by itself (amp-live-list): new updates wait behind its button, as on the page.
        <amp-live-list id="live-updates" layout="container" data-poll-interval={String(LIVE_REFRESH_INTERVAL_MS)} data-max-items-per-page={String(AMP_LIVE_LIST_MAX_ITEMS)}>
          <button {...{ update: '', on: 'tap:live-updates.update' }}>
            新着を表示
          </button>
          <div {...{ items: '' }} data-updates="">
            {items}
          </div>
        </amp-live-list>
      ) : (
        <ol data-updates="" aria-label="更新">
          {items}
        </ol>
      )}
    </section>
  );
}
