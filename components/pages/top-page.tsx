import Link from 'next/link';
import { isForDevice } from '@/ads/device';
import type { ReactNode } from 'react';
import { ArticleList } from '@/components/article-card/article-list';
import { DeviceBanner } from '@/components/banners/banner';
import { FeatureBanners } from '@/components/banners/banner-lists';
import { BANNER_SIZES } from '@/components/banners/banner-sizes';
import { IconBanner } from '@/components/banners/icon-banner';
import { MovieBanner } from '@/components/banners/movie-banner';
import { TopJacks } from '@/components/banners/side-jacks';
import { useBannerDevice } from '@/components/banners/use-banner-device';
import { ContentImage, THUMBNAIL } from '@/components/image/content-image';
import { PageShell } from '@/components/layout/page-shell';
import { RankingWidget } from '@/components/ranking/ranking-widget';
import { CollectionTiles } from '@/components/special/collection-tiles';
import { PrLabel } from '@/components/special/pr-label';
import { TitledSection } from '@/components/special/titled-section';
import { ThumbnailTile, ThumbnailTiles } from '@/components/special/thumbnail-tiles';
import { WeeklyPartList } from '@/components/special/weekly-part-list';
import { formatJstDate, toJstParts, WEEKDAYS_JA } from '@/lib/format/date';
import { formatNumber } from '@/lib/format/number';
import { articleCardHref, paths } from '@/lib/paths';
import type { TopPageProps } from '@/lib/routes/top';
import { WEEKLY_MAGAZINE_NAME, weeklyIssueTitle, weeklyPaths } from '@/lib/routes/weekly-paths';
import { isExternalHref, safeHref } from '@/lib/safe-url';
import styles from './top-page.module.scss';

/** Every page type is reachable from the top page: the site's index pages. */
export const SITE_MENU: readonly { label: string; href: string }[] = [
  { label: '記事ランキング', href: paths.ranking('article') },
  { label: 'ゲーム売上ランキング', href: paths.ranking('game-sales') },
  { label: 'Amazonランキング', href: paths.ranking('amazon') },
  { label: '発売スケジュール', href: paths.schedule() },
  { label: WEEKLY_MAGAZINE_NAME, href: weeklyPaths.index() },
  { label: '過去記事アーカイブ', href: paths.archive() },
  { label: '記事・ゲーム検索', href: paths.search() },
];

/** `11月21日（土）` for a release date `YYYY-MM-DD`. */
export function formatReleaseDay(isoDate: string): string {
  const { month, day, weekday } = toJstParts(`${isoDate}T00:00:00+09:00`);
  return `${month}月${day}日（${WEEKDAYS_JA[weekday]}）`;
}

/** `2:05` / `1:02:05` for a video length. */
export function formatDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

function SmartLink({ href, children, newTab = false }: { href: string; children: ReactNode; newTab?: boolean }) {
  return isExternalHref(href) || newTab ? (
    <a href={href} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener' : undefined}>
      {children}
    </a>
  ) : (
    <Link href={href}>{children}</Link>
  );
}

export function TopPage(props: TopPageProps) {
  const { topBanners } = props;
  const device = useBannerDevice();
  // The movie banner shown at the top is not repeated in the carousel.
  const movieBannerId = device && topBanners ? topBanners.movie[device]?.id : undefined;
  // Each carousel banner shows on the devices it targets ("1" PC, "2" SP); without ads, on none.
  const carouselBanners = props.carouselBanners.filter(
    (banner) => banner.id !== movieBannerId && device !== null && isForDevice(banner.displayDevices, device),
  );
  const rail = (
    <>
      <RankingWidget title="アクセスランキング" articles={props.rankingArticles} />
      {topBanners && <FeatureBanners headingId="feature-banners-rail" title="特集ピックアップ" banners={topBanners.featureRail} variant="rail" />}
      {props.releaseSchedule && (
        <section className={styles.railBox} aria-labelledby="release-schedule">
          <h2 id="release-schedule">今月の発売予定</h2>
          {props.releaseSchedule.entries.length > 0 ? (
            <ul className={styles.releases}>
              {props.releaseSchedule.entries.map((entry) => (
                <li key={`${entry.releaseDate}-${entry.gameId}`}>
                  <time dateTime={entry.releaseDate}>{formatReleaseDay(entry.releaseDate)}</time>
                  <Link href={paths.game(entry.gameId)}>{entry.name}</Link>
                  <small>
                    {entry.platforms.join(' / ')}・{entry.maker}
                  </small>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.railEmpty}>今月これ以降の発売予定はありません</p>
          )}
          <Link href={paths.schedule()} className={styles.more}>
            発売スケジュールをもっと見る
          </Link>
        </section>
      )}
      {props.gameSales && (
        <section className={styles.railBox} aria-labelledby="game-sales">
          <h2 id="game-sales">ゲームソフト販売本数ランキング</h2>
          <p className={styles.period}>集計期間：{props.gameSales.title}</p>
          <ol className={styles.sales}>
            {props.gameSales.rankingData.map((row) => (
              <li key={row.janCode}>
                <span className={styles.salesRank}>{row.rank}</span>
                <span>
                  {row.title}（{row.platform}）<br />
                  <small>推定販売本数 {formatNumber(row.salesCount)}本</small>
                </span>
              </li>
            ))}
          </ol>
          <Link href={paths.ranking('game-sales')} className={styles.more}>
            販売本数ランキングをもっと見る
          </Link>
        </section>
      )}
      {props.amazonGames.length > 0 && (
        <section className={styles.railBox} aria-labelledby="amazon-ranking">
          <h2 id="amazon-ranking">Amazonゲームランキング</h2>
          <ol className={styles.amazon}>
            {props.amazonGames.map((row) => {
              const href = safeHref(row.amazonUrl);
              const content = (
                <>
                  <ContentImage src={row.thumbnailUrlMedium} alt="" width={64} height={64} sizes="64px" className={styles.amazonImage} />
                  <span>{row.title}</span>
                </>
              );
              return (
                <li key={row.ranking}>
                  <span className={styles.salesRank}>{row.ranking}</span>
                  <div>
                    {href ? (
                      <a href={href} target="_blank" rel="sponsored noopener" className={styles.amazonLink}>
                        {content}
                      </a>
                    ) : (
                      <span className={styles.amazonLink}>{content}</span>
                    )}
                    <small>{formatNumber(row.price)}円</small>
                  </div>
                </li>
              );
            })}
          </ol>
          <Link href={paths.ranking('amazon')} className={styles.more}>
            Amazonランキングをもっと見る
          </Link>
        </section>
      )}
      {props.trendWords.length > 0 && (
        <section className={styles.railBox} aria-labelledby="trend-words">
          <h2 id="trend-words">トレンドワード</h2>
          <ul className={styles.words}>
            {props.trendWords.map((word) => (
              <li key={word.rank}>
                <Link href={paths.search(word.word)}>{word.word}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );

  return (
    <PageShell layout={props.layout} rail={rail}>
      <h1 className="visually-hidden">プレイノート ゲーム・エンタメ最新ニュース</h1>
      {topBanners && (
        <>
          <DeviceBanner
            banners={topBanners.header}
            size={BANNER_SIZES.topHeader}
            sizes="(min-width: 768px) 860px, 100vw"
            kind="top-header"
            priority
            className={styles.headerBanner}
          />
          <MovieBanner banners={topBanners.movie} />
          <TopJacks left={topBanners.leftJack} right={topBanners.rightJack} />
        </>
      )}
      {props.pickupArticles.length > 0 && (
        <TitledSection id="pickup" title="注目記事">
          <ArticleList articles={props.pickupArticles} layout="tile" priorityCount={2} />
        </TitledSection>
      )}
      {carouselBanners.length > 0 && (
        <ul className={styles.banners} aria-label="特集バナー">
          {carouselBanners.map((banner) => {
            const href = safeHref(banner.linkedUrl);
            return href ? (
              <li key={banner.id}>
                <SmartLink href={href} newTab={banner.isNewTab}>
                  <ContentImage src={banner.imageUrl} alt={banner.title} width={THUMBNAIL.small.width} height={THUMBNAIL.small.height} sizes="320px" />
                </SmartLink>
              </li>
            ) : null;
          })}
        </ul>
      )}
      {topBanners && <FeatureBanners headingId="feature-banners" title="おすすめ特集" banners={topBanners.featureRow} variant="row" />}
      <TitledSection id="new-articles" title="新着記事" more={{ href: paths.category('new-article'), label: '新着記事をもっと見る' }}>
        <ArticleList articles={props.newArticles} sponsored={props.sponsoredCandidates} />
      </TitledSection>
      {props.sections.map((section) => (
        <TitledSection
          key={section.category.code}
          id={`section-${section.category.code}`}
          title={section.category.nameJa}
          more={{ href: paths.category(section.category.code), label: `${section.category.nameJa}をもっと見る` }}
        >
          <ArticleList articles={section.articles} layout="tile" />
        </TitledSection>
      ))}
      {props.featuresAndSerials.length > 0 && (
        <TitledSection id="features" title="特集・連載">
          <ThumbnailTiles>
            {props.featuresAndSerials.map((feature) => (
              <ThumbnailTile
                key={feature.id}
                href={safeHref(articleCardHref(feature)) ?? paths.top()}
                imageUrl={feature.thumbnailUrl}
                title={feature.title}
                meta={
                  <>
                    {feature.isPr && <PrLabel />}
                    <time dateTime={feature.publishedAt}>{formatJstDate(feature.publishedAt)}</time>
                  </>
                }
              />
            ))}
          </ThumbnailTiles>
        </TitledSection>
      )}
      {props.matomeCollections.length > 0 && (
        <TitledSection id="matome" title="特集まとめ">
          <CollectionTiles collections={props.matomeCollections} />
        </TitledSection>
      )}
      {props.weeklyPart && (
        <TitledSection id="weekly" title={WEEKLY_MAGAZINE_NAME} more={{ href: weeklyPaths.index(), label: `${WEEKLY_MAGAZINE_NAME}の最新号を見る` }}>
          <p className={styles.issue}>
            <Link href={weeklyPaths.index()}>{weeklyIssueTitle(props.weeklyPart.issue)}</Link>
          </p>
          <WeeklyPartList parts={props.weeklyPart.parts} />
        </TitledSection>
      )}
      {props.pickupGameTitles.length > 0 && (
        <TitledSection id="pickup-games" title="注目タイトル">
          <ul className={styles.tiles}>
            {props.pickupGameTitles.map((game) => (
              <li key={game.gameId}>
                <Link href={paths.game(game.gameId)}>{game.name}</Link>
                <small>{game.platforms.map((platform) => platform.nameJa).join(' / ')}</small>
              </li>
            ))}
          </ul>
        </TitledSection>
      )}
      {props.pickupVideos.length > 0 && (
        <TitledSection id="videos" title="注目動画">
          <ThumbnailTiles>
            {props.pickupVideos.map((video) => (
              <ThumbnailTile
                key={video.videoId}
                href={video.gameId ? paths.gameVideos(video.gameId) : `https://www.youtube.com/watch?v=${video.youtubeId}`}
                newTab={!video.gameId}
                imageUrl={video.thumbnailUrl}
                title={video.title}
                meta={
                  <>
                    <span>再生時間 {formatDuration(video.durationSeconds)}</span>
                    <time dateTime={video.publishedAt}>{formatJstDate(video.publishedAt)}</time>
                  </>
                }
              />
            ))}
          </ThumbnailTiles>
        </TitledSection>
      )}
      {props.topics.length > 0 && (
        <TitledSection id="topics" title="トピックス">
          <ul className={styles.topics}>
            {props.topics.map((topic) => {
              const href = safeHref(topic.url);
              return href ? (
                <li key={topic.id}>
                  <SmartLink href={href}>{topic.title}</SmartLink>
                  <time dateTime={topic.publishedAt}>{formatJstDate(topic.publishedAt)}</time>
                </li>
              ) : null;
            })}
          </ul>
        </TitledSection>
      )}
      <TitledSection as="nav" id="site-menu" title="コンテンツ一覧">
        <ul className={styles.menu}>
          {SITE_MENU.map((item) => (
            <li key={item.href}>
              <Link href={item.href}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </TitledSection>
      {topBanners && <IconBanner banners={topBanners.icon} />}
    </PageShell>
  );
}
