import type { Video } from '@/api-clients/schemas/common';
import { ContentImage, THUMBNAIL } from '@/components/image/content-image';
import { formatJstDate } from '@/foundation/format/date';
import { durationDateTime, formatDuration } from '@/foundation/format/duration';
import { safeHref } from '@/foundation/site/safe-url';
import styles from './game-video-list.module.scss';

/** Where a video opens: its YouTube watch page. */
export function youtubeWatchUrl(youtubeId: string): string | null {
  return safeHref(`https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`);
}

/** The privacy-enhanced embed player (no cookies until the reader plays). */
export function youtubeEmbedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}`;
}

/** An embedded player for one video. */
export function YoutubePlayer({ video }: { video: Video }) {
  return (
    <div className={styles.player}>
      <iframe
        src={youtubeEmbedUrl(video.youtubeId)}
        title={`${video.title}（動画プレーヤー）`}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
      />
    </div>
  );
}

interface GameVideoListProps {
  videos: Video[];
  /** `page`: cards with thumbnail and h3 titles; `rail`: compact rows for the right rail. */
  variant?: 'page' | 'rail';
}

/** Videos, each opening on YouTube in a new tab: thumbnail, title, date and length (m:ss). */
export function GameVideoList({ videos, variant = 'page' }: GameVideoListProps) {
  const Title = variant === 'page' ? 'h3' : 'p';
  return (
    <ul className={styles.list} data-variant={variant}>
      {videos.map((video) => {
        const href = youtubeWatchUrl(video.youtubeId);
        if (!href) return null;
        return (
          <li key={video.videoId}>
            <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
              <div className={styles.media}>
                <ContentImage
                  src={video.thumbnailUrl}
                  alt=""
                  width={THUMBNAIL.small.width}
                  height={THUMBNAIL.small.height}
                  sizes={variant === 'rail' ? '120px' : '(min-width: 768px) 200px, 140px'}
                  className={styles.thumbnail}
                />
                <time className={styles.duration} dateTime={durationDateTime(video.durationSeconds)}>
                  <span className="visually-hidden">再生時間 </span>
                  {formatDuration(video.durationSeconds)}
                </time>
              </div>
              <div className={styles.text}>
                <Title className={styles.title}>{video.title}</Title>
                <time className={styles.date} dateTime={video.publishedAt}>
                  {formatJstDate(video.publishedAt)}
                </time>
                <span className="visually-hidden">（YouTube・新しいタブで開きます）</span>
              </div>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
