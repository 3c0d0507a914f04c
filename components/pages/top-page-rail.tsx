import { SiteLink } from '@/components/link/site-link';
import { FeatureBanners } from '@/components/banners/banner-lists';
import { ContentImage, THUMBNAIL } from '@/components/image/content-image';
import { AmazonRankingWidget } from '@/components/ranking/amazon-ranking-widget';
import { RankingWidget } from '@/components/ranking/ranking-widget';
import { formatJstDate } from '@/foundation/format/date';
import { formatNumber } from '@/foundation/format/number';
import { articleCardHref, paths } from '@/foundation/paths';
import type { TopPageProps } from '@/lib/page-data/top';
import { WEEKLY_MAGAZINE_NAME, weeklyIssueTitle, weeklyPaths } from '@/foundation/paths/weekly';
import { isExternalHref, safeHref } from '@/foundation/site/safe-url';
import { formatDuration } from '@/foundation/format/duration';
import { formatReleaseDay } from '@/foundation/format/release-date';
import styles from './top-page-rail.module.scss';

function ReleaseSchedule({ schedule }: { schedule: NonNullable<TopPageProps['releaseSchedule']> }) {
  return (
    <section className={styles.box} aria-labelledby="release-schedule">
      <h2 id="release-schedule">今月の発売予定</h2>
      {schedule.entries.length > 0 ? (
        <ul className={styles.releases}>
          {schedule.entries.map((entry) => (
            <li key={`${entry.releaseDate}-${entry.gameId}`}>
              <time dateTime={entry.releaseDate}>{formatReleaseDay(entry.releaseDate)}</time>
              <SiteLink href={paths.game(entry.gameId)}>{entry.name}</SiteLink>
              <small>
                {entry.platforms.join(' / ')}・{entry.maker}
              </small>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>今月これ以降の発売予定はありません</p>
      )}
      <SiteLink href={paths.schedule()} className={styles.more}>
        発売スケジュールをもっと見る
      </SiteLink>
    </section>
  );
}

function GameSales({ gameSales }: { gameSales: NonNullable<TopPageProps['gameSales']> }) {
  return (
    <section className={styles.box} aria-labelledby="game-sales">
      <h2 id="game-sales">ゲームソフト販売本数ランキング</h2>
      <p className={styles.period}>集計期間：{gameSales.title}</p>
      <ol className={styles.ranked}>
        {gameSales.rankingData.map((row) => (
          <li key={row.janCode}>
            <span className={styles.rank} data-top={row.rank <= 3 ? 'true' : undefined}>
              {row.rank}
            </span>
            <span>
              <span className={styles.rowTitle}>{row.title}</span>
              <small>
                {row.platform}・<span className={styles.number}>{formatNumber(row.salesCount)}本</span>
              </small>
            </span>
          </li>
        ))}
      </ol>
      <SiteLink href={paths.ranking('game-sales')} className={styles.more}>
        販売本数ランキングをもっと見る
      </SiteLink>
    </section>
  );
}

function WeeklyIssue({ weeklyPart }: { weeklyPart: NonNullable<TopPageProps['weeklyPart']> }) {
  return (
    <section className={styles.box} aria-labelledby="weekly">
      <h2 id="weekly">{WEEKLY_MAGAZINE_NAME}</h2>
      <SiteLink href={weeklyPaths.index()} className={styles.issue}>
        <ContentImage src={weeklyPart.issue.coverImageUrl} alt="" width={96} height={128} sizes="72px" className={styles.cover} />
        <span>{weeklyIssueTitle(weeklyPart.issue)}</span>
      </SiteLink>
      <ul className={styles.links}>
        {weeklyPart.parts.map((part) => {
          const href = safeHref(part.url);
          return href ? (
            <li key={part.id}>
              <SiteLink href={href}>{part.title}</SiteLink>
            </li>
          ) : null;
        })}
      </ul>
      <SiteLink href={weeklyPaths.index()} className={styles.more}>
        {WEEKLY_MAGAZINE_NAME}の最新号を見る
      </SiteLink>
    </section>
  );
}

function Topics({ topics }: { topics: TopPageProps['topics'] }) {
  return (
    <section className={styles.box} aria-labelledby="topics">
      <h2 id="topics">トピックス</h2>
      <ul className={styles.links}>
        {topics.map((topic) => {
          const href = safeHref(topic.url);
          return href ? (
            <li key={topic.id}>
              {isExternalHref(href) ? <a href={href}>{topic.title}</a> : <SiteLink href={href}>{topic.title}</SiteLink>}
              <time dateTime={topic.publishedAt}>{formatJstDate(topic.publishedAt)}</time>
            </li>
          ) : null;
        })}
      </ul>
    </section>
  );
}

interface RailStory {
  key: string;
  href: string;
  newTab?: boolean;
  imageUrl: string | null;
  title: string;
  meta: string;
}

/** A rail box of stories as compact rows: a small 16:9 thumbnail beside the title. */
function RailStories({ id, title, stories }: { id: string; title: string; stories: RailStory[] }) {
  return (
    <section className={styles.box} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className={styles.stories}>
        {stories.map((story) => {
          const content = (
            <>
              <ContentImage src={story.imageUrl} alt="" width={THUMBNAIL.small.width} height={THUMBNAIL.small.height} sizes="96px" className={styles.storyImage} />
              <span>
                <span className={styles.storyTitle}>{story.title}</span>
                <small>{story.meta}</small>
              </span>
            </>
          );
          return (
            <li key={story.key}>
              {isExternalHref(story.href) || story.newTab ? (
                <a href={story.href} target={story.newTab ? '_blank' : undefined} rel={story.newTab ? 'noopener' : undefined} className={styles.storyLink}>
                  {content}
                </a>
              ) : (
                <SiteLink href={story.href} className={styles.storyLink}>
                  {content}
                </SiteLink>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function PickupGames({ games }: { games: TopPageProps['pickupGameTitles'] }) {
  return (
    <section className={styles.box} aria-labelledby="pickup-games">
      <h2 id="pickup-games">注目タイトル</h2>
      <ul className={styles.links}>
        {games.map((game) => (
          <li key={game.gameId}>
            <SiteLink href={paths.game(game.gameId)}>{game.name}</SiteLink>
            <small>{game.platforms.map((platform) => platform.nameJa).join(' / ')}</small>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TrendWords({ words }: { words: TopPageProps['trendWords'] }) {
  return (
    <section className={styles.box} aria-labelledby="trend-words">
      <h2 id="trend-words">トレンドワード</h2>
      <ul className={styles.words}>
        {words.map((word) => (
          <li key={word.rank}>
            <SiteLink href={paths.search(word.word)}>{word.word}</SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The top page's right rail (below the main column on a phone): rankings, schedule, the weekly
 * issue, topics and titles. Its last boxes stay in view while the long main column scrolls, so
 * the rail's column is never an empty strip.
 */
export function TopPageRail(props: TopPageProps) {
  const { topBanners } = props;
  return (
    <>
      <RankingWidget title="アクセスランキング" articles={props.rankingArticles} />
      {props.releaseSchedule && <ReleaseSchedule schedule={props.releaseSchedule} />}
      {props.gameSales && <GameSales gameSales={props.gameSales} />}
      {topBanners && <FeatureBanners headingId="feature-banners-rail" title="特集ピックアップ" banners={topBanners.featureRail} variant="rail" />}
      {props.featuresAndSerials.length > 0 && (
        <RailStories
          id="features"
          title="特集・連載"
          stories={props.featuresAndSerials.map((feature) => ({
            key: feature.id,
            href: safeHref(articleCardHref(feature)) ?? paths.top(),
            imageUrl: feature.thumbnailUrl,
            title: feature.title,
            meta: `${feature.isPr ? 'PR・' : ''}${formatJstDate(feature.publishedAt)}`,
          }))}
        />
      )}
      <AmazonRankingWidget rows={props.amazonGames} />
      {props.pickupVideos.length > 0 && (
        <RailStories
          id="videos"
          title="注目動画"
          stories={props.pickupVideos.map((video) => ({
            key: video.videoId,
            href: video.gameId ? paths.gameVideos(video.gameId) : `https://www.youtube.com/watch?v=${video.youtubeId}`,
            newTab: !video.gameId,
            imageUrl: video.thumbnailUrl,
            title: video.title,
            meta: `再生時間 ${formatDuration(video.durationSeconds)}・${formatJstDate(video.publishedAt)}`,
          }))}
        />
      )}
      {props.weeklyPart && <WeeklyIssue weeklyPart={props.weeklyPart} />}
      {props.topics.length > 0 && <Topics topics={props.topics} />}
      <div className={styles.sticky}>
        {props.pickupGameTitles.length > 0 && <PickupGames games={props.pickupGameTitles} />}
        {props.trendWords.length > 0 && <TrendWords words={props.trendWords} />}
      </div>
    </>
  );
}
