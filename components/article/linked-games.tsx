import { SiteLink } from '@/components/link/site-link';
import { PhrasedText } from '@/components/article-card/phrased-text';
import { ContentImage } from '@/components/image/content-image';
import { FollowButton } from '@/components/reader/follow-button';
import { formatPriceText } from '@/foundation/format/price';
import { formatReleaseDate } from '@/foundation/format/release-date';
import { paths } from '@/foundation/paths';
import type { LinkedGame } from '@/lib/page-data/linked-game';
import styles from './linked-games.module.scss';

/** Box art (3:4 portrait, as the game pages show it) at its largest size here: a 1x/2x srcset. */
const BOX_ART = { width: 120, height: 160 } as const;

function GameBox({ game }: { game: LinkedGame }) {
  const gamePath = paths.game(game.gameId);
  const nameId = `linked-game-${game.gameId}`;
  return (
    <article className={styles.box} aria-labelledby={nameId}>
      <SiteLink href={gamePath} className={styles.art} tabIndex={-1} aria-hidden="true">
        <ContentImage src={game.thumbnailUrl} alt="" width={BOX_ART.width} height={BOX_ART.height} className={styles.artImage} />
      </SiteLink>
      <div className={styles.summary}>
        <h3 id={nameId} className={styles.name}>
          <SiteLink href={gamePath}>
            <PhrasedText text={game.name} breaks={game.nameBreaks} />
          </SiteLink>
        </h3>
        <dl className={styles.facts}>
          <div>
            <dt>メーカー</dt>
            <dd>{game.maker}</dd>
          </div>
          {game.genre && (
            <div>
              <dt>ジャンル</dt>
              <dd>{game.genre}</dd>
            </div>
          )}
        </dl>
        <FollowButton gameId={game.gameId} name={game.name} />
      </div>
      <ul className={styles.versions} aria-label="機種別の発売日・価格">
        {game.versions.map((version) => (
          <li key={version.platform} className={styles.version}>
            <span className={styles.platform}>{version.platform}</span>
            <span className={styles.release}>
              <span className={styles.factLabel}>発売日</span>
              {version.releaseDate ? <time dateTime={version.releaseDate}>{formatReleaseDate(version.releaseDate)}</time> : formatReleaseDate(null, version.releaseDateText)}
            </span>
            <span className={styles.price}>
              <span className={styles.factLabel}>価格</span>
              {formatPriceText(version.price)}
            </span>
            <a href={version.amazonUrl} target="_blank" rel="sponsored noopener" className={styles.amazon}>
              Amazonで見る<span className="visually-hidden">（{version.platform}版、新しいタブで開きます）</span>
            </a>
          </li>
        ))}
      </ul>
      <SiteLink href={gamePath} className={styles.more}>
        ゲーム情報・関連記事を見る<span className="visually-hidden">（{game.name}）</span>
        <span aria-hidden="true"> ›</span>
      </SiteLink>
    </article>
  );
}

/** The game titles an article introduces: a game box each, with the versions' dates, prices and Amazon links. */
export function LinkedGames({ games }: { games: LinkedGame[] }) {
  if (games.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="linked-games">
      <h2 id="linked-games">この記事で紹介しているゲーム</h2>
      <ul className={styles.games}>
        {games.map((game) => (
          <li key={game.gameId}>
            <GameBox game={game} />
          </li>
        ))}
      </ul>
    </section>
  );
}
