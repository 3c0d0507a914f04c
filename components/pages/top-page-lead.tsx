import { ArticleBadges } from '@/components/article-card/article-badges';
import { SiteLink } from '@/components/link/site-link';
import { articleCardHref } from '@/foundation/paths';
import { safeHref } from '@/foundation/site/safe-url';
import { PhrasedText } from '@/components/article-card/phrased-text';
import { StoryLink } from '@/components/article-card/story-link';
import { formatJstDate } from '@/foundation/format/date';
import type { ListCard } from '@/lib/page-data/page-frame';
import { TOP_LEAD_IMAGE } from './top-lead-image';
import styles from './top-page-lead.module.scss';

function StoryMeta({ story }: { story: ListCard }) {
  return (
    <p className={styles.meta}>
      {story.isPr && <span className={styles.pr}>PR</span>}
      <ArticleBadges publishedAt={story.publishedAt} isVideo={story.isVideoArticle === true} liveState={story.liveState} />
      <span className={styles.category}>{story.mainCategory.nameJa}</span>
      <time dateTime={story.publishedAt}>{formatJstDate(story.publishedAt)}</time>
    </p>
  );
}

/**
 * The top of the front page: the lead story with large art and the next pickup stories beside it
 * (under it on a phone), so the first screen is editorial.
 */
export function TopPageLead({ stories, live = null }: { stories: ListCard[]; live?: ListCard | null }) {
  const [lead, ...others] = stories;
  if (!lead) return null;
  // Inside the lead section: the island's one root is a cell of the top page's grid.
  return <TopStories lead={lead} others={others} live={live} />;
}

/** A live event running now (issue 36): one line above the lead story, the way readers find it. */
function LiveNow({ story }: { story: ListCard }) {
  return (
    <section aria-label="ライブ配信中">
      <SiteLink href={safeHref(articleCardHref(story)) ?? '/'}>
        <span>ライブ配信中</span>
        <span>
          <PhrasedText text={story.title} breaks={story.titleBreaks} />
        </span>
      </SiteLink>
    </section>
  );
}

function TopStories({ lead, others, live }: { lead: ListCard; others: ListCard[]; live: ListCard | null }) {
  return (
    <section className={styles.lead} aria-labelledby="pickup">
      {live && <LiveNow story={live} />}
      <h2 id="pickup" className={styles.heading}>
        注目記事
      </h2>
      <div className={styles.grid}>
        <article className={styles.leadStory}>
          <StoryLink story={lead} thumbnail={TOP_LEAD_IMAGE.thumbnail} sizes={TOP_LEAD_IMAGE.sizes} priority className={styles.leadLink} imageClassName={styles.leadImage}>
            <div className={styles.leadText}>
              <h3 className={styles.leadTitle}>
                <PhrasedText text={lead.title} breaks={lead.titleBreaks} />
              </h3>
              <StoryMeta story={lead} />
            </div>
          </StoryLink>
        </article>
        {others.length > 0 && (
          <ol className={styles.others}>
            {others.map((story) => (
              <li key={story.id}>
                <article className={styles.story}>
                  <StoryLink story={story} thumbnail="small" sizes="(min-width: 768px) 128px, 112px" className={styles.storyLink} imageClassName={styles.storyImage}>
                    <div>
                      <h3 className={styles.storyTitle}>
                        <PhrasedText text={story.title} breaks={story.titleBreaks} />
                      </h3>
                      <StoryMeta story={story} />
                    </div>
                  </StoryLink>
                </article>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
