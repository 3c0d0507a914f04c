import { useEffect, useState } from 'react';
import { ContentImage } from '@/components/image/content-image';
import { SiteLink } from '@/components/link/site-link';
import { formatJstDate } from '@/foundation/format/date';
import { formatReleaseDate } from '@/foundation/format/release-date';
import { paths } from '@/foundation/paths';
import { MAX_FOLLOWED_GAMES, type FollowedGame, type FollowedGamesAnswer } from '@/foundation/reader/followed-games';
import { FOLLOW_LABELS } from '@/foundation/reader/follow-messages';
import { followedGames, restoreFollowedGame, unfollowGame, type FollowedGameEntry } from '@/lib/client/reader/followed-games-store';
import { fetchFollowedGames } from '@/lib/client/reader/followed-games-request';
import { useStoredList } from '@/lib/client/reader/use-stored-list';
import { UndoStatus } from './undo-status';
import styles from './mypage-panels.module.scss';

const BOX_ART = { width: 72, height: 96 } as const;

type Details = { status: 'loading' } | { status: 'failed' } | { status: 'answered'; answer: FollowedGamesAnswer; asked: ReadonlySet<string> };

/**
 * The followed games' details in one request for all of them; asked again when a followed game is
 * missing from the last answer (a follow in another tab), not when one is unfollowed, and on
 * 再読み込み while some could not be read (the endpoint's unavailableIds).
 */
function useFollowedGameDetails(gameIds: readonly string[]): { details: Details; retry: () => void } {
  const [details, setDetails] = useState<Details>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const answered = details.status === 'answered' ? details.asked : null;
  const unavailable = new Set(details.status === 'answered' ? details.answer.unavailableIds : []);
  const missing = gameIds.filter((id) => !answered?.has(id) || unavailable.has(id));
  const requestKey = missing.length > 0 ? gameIds.join(',') : null;
  useEffect(() => {
    if (requestKey === null) return undefined;
    const ids = requestKey.split(',');
    const controller = new AbortController();
    fetchFollowedGames(ids, controller.signal).then(
      (answer) => setDetails({ status: 'answered', answer, asked: new Set(ids) }),
      () => !controller.signal.aborted && setDetails({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [requestKey, attempt]);
  return { details, retry: () => setAttempt((count) => count + 1) };
}

function NextRelease({ game }: { game: FollowedGame }) {
  const release = game.nextRelease;
  if (!release) return <p className={styles.release}>発売予定の情報はありません</p>;
  return (
    <p className={styles.release}>
      <span className={styles.releaseLabel}>次の発売</span>
      {release.releaseDate ? <time dateTime={release.releaseDate}>{formatReleaseDate(release.releaseDate, release.releaseDateText ?? '')}</time> : formatReleaseDate(null, release.releaseDateText ?? '')}
      <span className={styles.platform}>{release.platform}</span>
    </p>
  );
}

function GameArticles({ game }: { game: FollowedGame }) {
  if (game.articles.length === 0) return <p className={styles.muted}>まだ記事はありません</p>;
  return (
    <ul className={styles.articles} aria-label={`${game.name}の新着記事`}>
      {game.articles.map((article) => (
        <li key={article.articleId}>
          <SiteLink href={article.href}>{article.title}</SiteLink>
          <time dateTime={article.publishedAt} className={styles.date}>
            {formatJstDate(article.publishedAt)}
          </time>
        </li>
      ))}
    </ul>
  );
}

function FollowedGameItem({ entry, game, details, onUnfollow }: { entry: FollowedGameEntry; game: FollowedGame | undefined; details: Details; onUnfollow: () => void }) {
  const unknown = details.status === 'answered' && details.answer.unknownIds.includes(entry.gameId);
  const name = game?.name ?? entry.name;
  const href = game?.href ?? paths.game(entry.gameId);
  return (
    <li className={styles.game} data-unknown={unknown ? 'true' : undefined}>
      {unknown ? (
        <div className={styles.gameBody}>
          <p className={styles.gameName}>{name}</p>
          <p className={styles.muted}>このゲームの情報は見つかりませんでした（掲載が終了した可能性があります）。</p>
        </div>
      ) : (
        <>
          <SiteLink href={href} className={styles.boxArt} tabIndex={-1} aria-hidden="true">
            <ContentImage src={game?.thumbnailUrl ?? null} alt="" width={BOX_ART.width} height={BOX_ART.height} className={styles.boxArtImage} />
          </SiteLink>
          <div className={styles.gameBody}>
            <h3 className={styles.gameName}>
              <SiteLink href={href}>{name}</SiteLink>
            </h3>
            {game ? (
              <>
                <NextRelease game={game} />
                <GameArticles game={game} />
              </>
            ) : (
              // Loading; or asked and left out of the answer (its sources failed: the endpoint's unavailableIds).
              details.status !== 'failed' && <p className={styles.muted}>{details.status === 'loading' ? '読み込み中…' : 'このゲームの情報をいま読み込めません。時間をおいて開き直してください。'}</p>
            )}
          </div>
        </>
      )}
      <button type="button" className={styles.smallButton} onClick={onUnfollow}>
        フォローを外す<span className="visually-hidden">（{name}）</span>
      </button>
    </li>
  );
}

/** フォロー中のゲーム: each with its box art, next release and newest articles; unfollow with undo. */
export function FollowedGamesPanel() {
  const follows = useStoredList(followedGames) ?? [];
  const { details, retry } = useFollowedGameDetails(follows.map((entry) => entry.gameId));
  const [removed, setRemoved] = useState<FollowedGameEntry | null>(null);
  const gamesById = new Map(details.status === 'answered' ? details.answer.games.map((game) => [game.gameId, game]) : []);

  const unfollow = (entry: FollowedGameEntry) => {
    if (unfollowGame(entry.gameId)) setRemoved(entry);
  };
  return (
    <section className={styles.panel} aria-labelledby="mypage-follows">
      <h2 id="mypage-follows" className={styles.panelHeading}>
        フォロー中のゲーム
        <span className={styles.count}>
          {follows.length}/{MAX_FOLLOWED_GAMES}
        </span>
      </h2>
      <UndoStatus
        message={removed && `「${removed.name}」のフォローを外しました。`}
        onUndo={() => {
          if (removed) restoreFollowedGame(removed);
          setRemoved(null);
        }}
      />
      {(details.status === 'failed' || (details.status === 'answered' && (details.answer.unavailableIds ?? []).length > 0)) && follows.length > 0 && (
        <p className={styles.error} role="alert">
          {details.status === 'failed' ? 'ゲームの情報を読み込めませんでした。' : '一部のゲームの情報を読み込めませんでした。'}
          <button type="button" className={styles.linkButton} onClick={retry}>
            再読み込み
          </button>
        </p>
      )}
      {follows.length === 0 ? (
        <div className={styles.empty}>
          <p>フォロー中のゲームはありません。</p>
          <p>
            {`ゲームのページや記事の中のゲーム情報にある「＋${FOLLOW_LABELS.off}」ボタンで、ゲームをフォローできます（${MAX_FOLLOWED_GAMES}タイトルまで）。フォローしたゲームの新着記事と次の発売日がここに並びます。`}
          </p>
          <p>
            <SiteLink href={paths.schedule()}>発売スケジュールからゲームを探す</SiteLink>
          </p>
        </div>
      ) : (
        <ul className={styles.games}>
          {follows.map((entry) => (
            <FollowedGameItem key={entry.gameId} entry={entry} game={gamesById.get(entry.gameId)} details={details} onUnfollow={() => unfollow(entry)} />
          ))}
        </ul>
      )}
    </section>
  );
}
