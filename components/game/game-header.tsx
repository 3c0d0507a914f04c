import { ContentImage } from '@/components/image/content-image';
import { FollowButton } from '@/components/reader/follow-button';
import type { GameHeaderData } from '@/lib/page-data/game/game-page';
import { formatPriceText } from '@/foundation/format/price';
import { formatReleaseDate } from '@/foundation/format/release-date';
import { gameFeedPath, gameReleaseCalendarPath } from '@/foundation/paths/calendar';
import { safeHref } from '@/foundation/site/safe-url';
import styles from './game-header.module.scss';

/** Package art box (3:4 portrait; the image CDN serves one of the spec's widths). */
export const GAME_PACKAGE_IMAGE = { width: 240, height: 320 } as const;

/** The game title header shared by the four game pages: the page's one h1 and the title facts. */
export function GameHeader({ game }: { game: GameHeaderData }) {
  const officialSite = safeHref(game.officialSiteUrl);
  return (
    <header className={styles.header}>
      <ContentImage
        src={game.thumbnailUrl}
        alt={`${game.name}のパッケージ画像`}
        width={GAME_PACKAGE_IMAGE.width}
        height={GAME_PACKAGE_IMAGE.height}
        sizes="(min-width: 768px) 180px, 120px"
        priority
        className={styles.package}
      />
      <div className={styles.summary}>
        <h1 className={styles.name}>{game.name}</h1>
        {game.nameKana && game.nameKana !== game.name && <p className={styles.kana}>{game.nameKana}</p>}
        <dl className={styles.facts}>
          <div>
            <dt>メーカー</dt>
            <dd>{game.maker}</dd>
          </div>
          <div>
            <dt>ジャンル</dt>
            <dd>{game.genre}</dd>
          </div>
        </dl>
        <FollowButton gameId={game.gameId} name={game.name} />
        {officialSite && (
          <a href={officialSite} target="_blank" rel="noopener noreferrer" className={styles.official}>
            公式サイト<span className="visually-hidden">（新しいタブで開きます）</span>
          </a>
        )}
      </div>
      <div className={styles.versions}>
        <table>
          <caption>機種別の発売日・価格</caption>
          <thead>
            <tr>
              <th scope="col">機種</th>
              <th scope="col">発売日</th>
              <th scope="col">価格</th>
            </tr>
          </thead>
          <tbody>
            {game.versions.map((version) => (
              <tr key={version.platform.code}>
                <th scope="row">{version.platform.nameJa}</th>
                <td>
                  {version.releaseDate ? (
                    <>
                      <time dateTime={version.releaseDate}>{formatReleaseDate(version.releaseDate, version.releaseDateText)}</time>
                      {/* The release as a one-event .ics (decision 023); an undecided date has none. */}
                      <a href={gameReleaseCalendarPath(game.gameId, version.platform.code)} type="text/calendar" download className={styles.addToCalendar}>
                        カレンダーに追加<span className="visually-hidden">（{version.platform.nameJa}版の発売日）</span>
                      </a>
                    </>
                  ) : (
                    formatReleaseDate(null, version.releaseDateText)
                  )}
                </td>
                <td>{formatPriceText(version.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {/* The game's articles as RSS 2.0 (issue 37), with its calendars: ways to keep up with the title. */}
        <p className={styles.subscriptions}>
          <a href={gameFeedPath(game.gameId)} type="application/rss+xml" className={styles.feed}>
            新着記事をRSSで購読<span className="visually-hidden">（{game.name}）</span>
          </a>
        </p>
      </div>
      {game.description && <p className={styles.description}>{game.description}</p>}
    </header>
  );
}
