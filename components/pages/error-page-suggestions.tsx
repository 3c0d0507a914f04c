import { SiteLink } from '@/components/link/site-link';
import { useEffect, useState } from 'react';
import { SearchSuggestions } from '@/components/search/search-suggestions';
import { DEAD_END_SUGGESTIONS_URL, parseDeadEndSuggestions, type DeadEndSuggestions } from '@/foundation/search/suggestions';
import { paths } from '@/foundation/paths';
import styles from './error-page-suggestions.module.scss';

/** A hanging content API must not leave a request open for the whole API timeout. */
const FETCH_TIMEOUT_MS = 8_000;

async function fetchDeadEndSuggestions(signal: AbortSignal): Promise<DeadEndSuggestions | null> {
  const response = await fetch(DEAD_END_SUGGESTIONS_URL, { headers: { Accept: 'application/json' }, signal });
  return response.ok ? parseDeadEndSuggestions(await response.json()) : null;
}

/**
 * Popular articles, trend words and pickup games below a 404 or error message. The 404 page is
 * static and the error page has no data of its own, so they are fetched in the browser; when the
 * fetch fails (content API down) the block simply stays away.
 */
export function ErrorPageSuggestions() {
  const [suggestions, setSuggestions] = useState<DeadEndSuggestions | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), FETCH_TIMEOUT_MS);
    fetchDeadEndSuggestions(controller.signal)
      .then(setSuggestions)
      .catch(() => undefined)
      .finally(() => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, []);

  if (!suggestions) return null;
  const { popularArticles } = suggestions;
  return (
    <div className={styles.suggestions} data-testid="error-page-suggestions">
      {popularArticles.length > 0 && (
        <section aria-labelledby="popular-articles" className={styles.popular}>
          <h2 id="popular-articles">人気記事</h2>
          <ol>
            {popularArticles.map((article, index) => (
              <li key={article.id}>
                <span className={styles.rank} data-top={index < 3 ? 'true' : undefined} aria-hidden="true">
                  {index + 1}
                </span>
                <SiteLink href={article.href}>{article.title}</SiteLink>
              </li>
            ))}
          </ol>
          <SiteLink href={paths.ranking('article')} className={styles.more}>
            ランキングをもっと見る
          </SiteLink>
        </section>
      )}
      <SearchSuggestions suggestions={suggestions} />
    </div>
  );
}
