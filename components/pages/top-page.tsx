import Link from 'next/link';
import type { ReactNode } from 'react';
import { ArticleList } from '@/components/article-card/article-list';
import { ContentImage, THUMBNAIL } from '@/components/image/content-image';
import { PageShell } from '@/components/layout/page-shell';
import { RankingWidget } from '@/components/ranking/ranking-widget';
import { formatJstDate } from '@/lib/format/date';
import { formatNumber } from '@/lib/format/number';
import { paths } from '@/lib/paths';
import type { TopPageProps } from '@/lib/routes/top';
import { isExternalHref, safeHref } from '@/lib/safe-url';
import styles from './top-page.module.scss';

function Section({ id, title, more, children }: { id: string; title: string; more?: { href: string; label: string }; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
      {more && (
        <Link href={more.href} className={styles.more}>
          {more.label}
        </Link>
      )}
    </section>
  );
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
  const rail = (
    <>
      <RankingWidget title="アクセスランキング" articles={props.rankingArticles} />
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
      {props.pickupArticles.length > 0 && (
        <Section id="pickup" title="注目記事">
          <ArticleList articles={props.pickupArticles} layout="tile" priorityCount={2} />
        </Section>
      )}
      {props.carouselBanners.length > 0 && (
        <ul className={styles.banners} aria-label="特集バナー">
          {props.carouselBanners.map((banner) => {
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
      <Section id="new-articles" title="新着記事" more={{ href: paths.category('new-article'), label: '新着記事をもっと見る' }}>
        <ArticleList articles={props.newArticles} />
      </Section>
      {props.sections.map((section) => (
        <Section
          key={section.category.code}
          id={`section-${section.category.code}`}
          title={section.category.nameJa}
          more={{ href: paths.category(section.category.code), label: `${section.category.nameJa}をもっと見る` }}
        >
          <ArticleList articles={section.articles} layout="tile" />
        </Section>
      ))}
      {props.featuresAndSerials.length > 0 && (
        <Section id="features" title="特集・連載">
          <ul className={styles.tiles}>
            {props.featuresAndSerials.map((feature) => (
              <li key={feature.id}>
                <SmartLink href={safeHref(feature.redirectUrl) ?? paths.top()}>{feature.title}</SmartLink>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {props.weeklyPart && (
        <Section id="weekly" title={`週刊プレイノート ${props.weeklyPart.issue.title}`}>
          <ul className={styles.tiles}>
            {props.weeklyPart.parts.map((part) => (
              <li key={part.id}>
                <Link href={part.url}>{part.title}</Link>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {props.pickupGameTitles.length > 0 && (
        <Section id="pickup-games" title="注目タイトル">
          <ul className={styles.tiles}>
            {props.pickupGameTitles.map((game) => (
              <li key={game.gameId}>
                <Link href={paths.game(game.gameId)}>{game.name}</Link>
                <small>{game.platforms.map((platform) => platform.nameJa).join(' / ')}</small>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {props.pickupVideos.length > 0 && (
        <Section id="videos" title="注目動画">
          <ul className={styles.tiles}>
            {props.pickupVideos.map((video) => (
              <li key={video.videoId}>
                <a href={`https://www.youtube.com/watch?v=${video.youtubeId}`} target="_blank" rel="noopener">
                  {video.title}
                </a>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {props.topics.length > 0 && (
        <Section id="topics" title="トピックス">
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
        </Section>
      )}
    </PageShell>
  );
}
