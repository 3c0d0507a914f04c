import { SiteLink } from '@/components/link/site-link';
import type { ReactNode } from 'react';
import type { ArticleCard } from '@/api-clients/schemas/common';
import { ContentImage, THUMBNAIL } from '@/components/image/content-image';
import { articleCardHref } from '@/foundation/paths';
import { safeHref } from '@/foundation/site/safe-url';

type StoryCard = Pick<ArticleCard, 'id' | 'publishedAt' | 'redirectUrl' | 'thumbnailUrl'>;

interface StoryLinkProps {
  story: StoryCard;
  /** Which thumbnail the image asks for, and the layout width it takes (`sizes`). */
  thumbnail: keyof typeof THUMBNAIL;
  sizes: string;
  priority?: boolean;
  className?: string;
  imageClassName?: string;
  /** Title and meta line, beside or under the image. */
  children: ReactNode;
}

/** A story as one link: its thumbnail, then what the list shows of it (the card family's link). */
export function StoryLink({ story, thumbnail, sizes, priority = false, className, imageClassName, children }: StoryLinkProps) {
  const { width, height } = THUMBNAIL[thumbnail];
  return (
    <SiteLink href={safeHref(articleCardHref(story)) ?? '/'} className={className}>
      <ContentImage src={story.thumbnailUrl} alt="" width={width} height={height} sizes={sizes} priority={priority} className={imageClassName} />
      {children}
    </SiteLink>
  );
}
