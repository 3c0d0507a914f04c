import { SiteLink } from '@/components/link/site-link';
import { useId } from 'react';
import { ContentImage } from '@/components/image/content-image';
import { suggestionHref, type SearchSuggestions as Suggestions } from '@/foundation/search/suggestions';
import styles from './search-suggestions.module.scss';

/** Game package art is portrait (600×800). */
const PACKAGE_IMAGE = { width: 240, height: 320 } as const;

/** Trend words (each a new search) and pickup games (each its game page); a list with nothing in it is left out. */
export function SearchSuggestions({ suggestions, idBase }: { suggestions: Suggestions; /** Its headings' ids (a static island has no React ids of its own). */ idBase?: string }) {
  const generatedId = useId();
  const id = idBase ?? generatedId;
  const { trendWords, games } = suggestions;
  if (trendWords.length === 0 && games.length === 0) return null;
  return (
    <div className={styles.suggestions}>
      {trendWords.length > 0 && (
        <section aria-labelledby={`${id}-words`} className={styles.block}>
          <h2 id={`${id}-words`}>注目のキーワード</h2>
          <ul className={styles.words}>
            {trendWords.map((word) => (
              <li key={word}>
                <SiteLink href={suggestionHref.trendWord(word)} className={styles.word}>
                  {word}
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {games.length > 0 && (
        <section aria-labelledby={`${id}-games`} className={styles.block}>
          <h2 id={`${id}-games`}>注目のゲーム</h2>
          <ul className={styles.games}>
            {games.map((game) => (
              <li key={game.gameId}>
                <SiteLink href={suggestionHref.game(game)} className={styles.game}>
                  <ContentImage
                    src={game.thumbnailUrl}
                    alt=""
                    width={PACKAGE_IMAGE.width}
                    height={PACKAGE_IMAGE.height}
                    sizes="(min-width: 768px) 140px, 30vw"
                    className={styles.package}
                  />
                  <span className={styles.gameName}>{game.name}</span>
                  {game.platforms && <span className={styles.platforms}>{game.platforms}</span>}
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
