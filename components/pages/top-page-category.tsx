import { SiteLink } from '@/components/link/site-link';
import { ArticleBadges } from '@/components/article-card/article-badges';
import { PhrasedText } from '@/components/article-card/phrased-text';
import { StoryLink } from '@/components/article-card/story-link';
import { formatJstDate } from '@/foundation/format/date';
import { paths } from '@/foundation/paths';
import type { TopSection } from '@/lib/page-data/top';
import styles from './top-page-category.module.scss';

/**
 * One main category's block: its newest story with art, the next ones as compact rows, a link to
 * the category. Two blocks stand side by side on a wide screen, like a newspaper's inside pages.
 */
export function TopPageCategory({ section }: { section: TopSection }) {
  const [first, ...rest] = section.articles;
  if (!first) return null;
  const headingId = `section-${section.category.code}`;
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {section.category.nameJa}
      </h2>
      <article className={styles.first}>
        <StoryLink story={first} thumbnail="middle" sizes="(min-width: 1080px) 400px, (min-width: 768px) 50vw, 100vw" className={styles.firstLink} imageClassName={styles.firstImage}>
          <h3 className={styles.firstTitle}>
            <PhrasedText text={first.title} breaks={first.titleBreaks} />
          </h3>
          <p className={styles.date}>
            {first.isPr && <span className={styles.pr}>PR</span>}
            <ArticleBadges publishedAt={first.publishedAt} isVideo={first.isVideoArticle === true} liveState={first.liveState} />
            <time dateTime={first.publishedAt}>{formatJstDate(first.publishedAt)}</time>
          </p>
        </StoryLink>
      </article>
      <ol className={styles.rows}>
        {rest.map((story) => (
          <li key={story.id}>
            <article>
              <StoryLink story={story} thumbnail="small" sizes="96px" className={styles.rowLink} imageClassName={styles.rowImage}>
                <div>
                  <h3 className={styles.rowTitle}>
                    <PhrasedText text={story.title} breaks={story.titleBreaks} />
                  </h3>
                  <p className={styles.date}>
                    {story.isPr && <span className={styles.pr}>PR</span>}
                    <ArticleBadges publishedAt={story.publishedAt} isVideo={story.isVideoArticle === true} liveState={story.liveState} />
                    <time dateTime={story.publishedAt}>{formatJstDate(story.publishedAt)}</time>
                  </p>
                </div>
              </StoryLink>
            </article>
          </li>
        ))}
      </ol>
      <SiteLink href={paths.category(section.category.code)} className={styles.more}>
        {section.category.nameJa}をもっと見る
      </SiteLink>
    </section>
  );
}
