import Link from 'next/link';
import { ContentImage, THUMBNAIL } from '@/components/image/content-image';
import { formatJstDate } from '@/lib/format/date';
import { articleCardHref } from '@/lib/paths';
import type { ListCard } from '@/lib/routes/page-frame';
import { safeHref } from '@/lib/safe-url';
import styles from './top-page-lead.module.scss';

function StoryMeta({ story }: { story: ListCard }) {
  return (
    <p className={styles.meta}>
      {story.isPr && <span className={styles.pr}>PR</span>}
      <span className={styles.category}>{story.mainCategory.nameJa}</span>
      <time dateTime={story.publishedAt}>{formatJstDate(story.publishedAt)}</time>
    </p>
  );
}

/**
 * The top of the front page: the lead story with large art and the next pickup stories beside it
 * (under it on a phone), so the first screen is editorial.
 */
export function TopPageLead({ stories }: { stories: ListCard[] }) {
  const [lead, ...others] = stories;
  if (!lead) return null;
  return (
    <section className={styles.lead} aria-labelledby="pickup">
      <h2 id="pickup" className={styles.heading}>
        注目記事
      </h2>
      <div className={styles.grid}>
        <article className={styles.leadStory}>
          <Link href={safeHref(articleCardHref(lead)) ?? '/'} className={styles.leadLink}>
            <ContentImage
              src={lead.thumbnailUrl}
              alt=""
              width={THUMBNAIL.large.width}
              height={THUMBNAIL.large.height}
              sizes="(min-width: 1080px) 540px, (min-width: 768px) 60vw, 100vw"
              priority
              className={styles.leadImage}
            />
            <div className={styles.leadText}>
              <h3 className={styles.leadTitle}>{lead.title}</h3>
              <StoryMeta story={lead} />
            </div>
          </Link>
        </article>
        {others.length > 0 && (
          <ol className={styles.others}>
            {others.map((story, index) => (
              <li key={story.id}>
                <article className={styles.story}>
                  <Link href={safeHref(articleCardHref(story)) ?? '/'} className={styles.storyLink}>
                    <ContentImage
                      src={story.thumbnailUrl}
                      alt=""
                      width={THUMBNAIL.small.width}
                      height={THUMBNAIL.small.height}
                      sizes="(min-width: 768px) 128px, 112px"
                      priority={index < 2}
                      className={styles.storyImage}
                    />
                    <div>
                      <h3 className={styles.storyTitle}>{story.title}</h3>
                      <StoryMeta story={story} />
                    </div>
                  </Link>
                </article>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
