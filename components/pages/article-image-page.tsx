import { SiteLink } from '@/components/link/site-link';
import type { ContentImage as ContentImageData } from '@/api-clients/schemas/common';
import { Breadcrumb } from '@/components/article/breadcrumb';
import { ContentImage, THUMBNAIL } from '@/components/image/content-image';
import { DeferredImageViewer } from '@/components/image-viewer/deferred-image-viewer';
import { PageShell } from '@/components/layout/page-shell';
import { RankingRail } from '@/components/ranking/ranking-rail';
import type { WithIslands } from '@/foundation/site/html-only';
import { formatJstDate } from '@/foundation/format/date';
import { paths } from '@/foundation/paths';
import { VIEWER_GALLERY_ATTRIBUTE, viewerLinkAttributes } from '@/lib/client/image-viewer/viewer-marks';
import type { ArticleImagePageProps } from '@/lib/page-data/article-image';
import styles from './article-image-page.module.scss';

/** Text alternative of an article image: its caption, or its position in the article. */
export function imageAlt(image: Pick<ContentImageData, 'caption'>, index: number, articleTitle: string): string {
  return image.caption ?? `${articleTitle}の画像（${index + 1}枚目）`;
}

export function ArticleImagePage({ article, image, imageIndex, images, islands, layout }: WithIslands<ArticleImagePageProps>) {
  const articlePath = paths.article(article.publicationDate, article.articleId);
  const imagePath = (target: ContentImageData) => paths.articleImage(article.publicationDate, article.articleId, target.imageId);
  const previous = images[imageIndex - 1];
  const next = images[imageIndex + 1];
  const position = `${imageIndex + 1}枚目／全${images.length}枚`;

  return (
    <PageShell layout={layout} rail={<RankingRail islands={islands} />}>
      <Breadcrumb items={[{ name: article.title, path: articlePath }, { name: `画像 ${imageIndex + 1}` }]} />
      {/* The picture and the strip open the viewer over the article's images (decision 021), once the page has loaded. */}
      <DeferredImageViewer />
      <div className={styles.page} {...{ [VIEWER_GALLERY_ATTRIBUTE]: '' }}>
        <h1 className={styles.title}>{article.title}の画像</h1>
        <p className={styles.meta}>
          <time dateTime={article.publishedAt}>{formatJstDate(article.publishedAt)}</time>
          <span>{position}</span>
        </p>

        <figure className={styles.figure}>
          {/* Without JavaScript the picture opens the original file; with it, the viewer at the original size. */}
          <a
            href={image.url}
            aria-label={`${imageAlt(image, imageIndex, article.title)}を拡大`}
            className={styles.zoomLink}
            {...viewerLinkAttributes({ src: image.url, width: image.width, height: image.height, alias: true })}
          >
            <ContentImage
              key={image.imageId}
              src={image.url}
              alt={imageAlt(image, imageIndex, article.title)}
              width={image.width}
              height={image.height}
              sizes="(min-width: 768px) 860px, 100vw"
              priority
              className={styles.image}
            />
          </a>
          {image.caption && <figcaption className={styles.caption}>{image.caption}</figcaption>}
        </figure>

        <nav aria-label="画像送り" className={styles.stepper}>
          {previous ? (
            <SiteLink href={imagePath(previous)} rel="prev" className={styles.step}>
              前の画像
            </SiteLink>
          ) : (
            <span className={styles.stepPlaceholder} aria-hidden="true" />
          )}
          <SiteLink href={articlePath} className={styles.back}>
            記事に戻る
          </SiteLink>
          {next ? (
            <SiteLink href={imagePath(next)} rel="next" className={styles.step}>
              次の画像
            </SiteLink>
          ) : (
            <span className={styles.stepPlaceholder} aria-hidden="true" />
          )}
        </nav>

        <section className={styles.gallery} aria-labelledby="article-images">
          <h2 id="article-images">この記事の画像（全{images.length}枚）</h2>
          <ol className={styles.strip}>
            {images.map((item, index) => (
              <li key={item.imageId}>
                <SiteLink
                  href={imagePath(item)}
                  aria-current={index === imageIndex ? 'page' : undefined}
                  className={styles.thumbnailLink}
                  {...viewerLinkAttributes({ src: item.url, width: item.width, height: item.height, caption: item.caption ?? undefined })}
                >
                  <ContentImage
                    src={item.url}
                    alt={`画像${index + 1}${item.caption ? `：${item.caption}` : ''}`}
                    width={THUMBNAIL.small.width}
                    height={THUMBNAIL.small.height}
                    sizes="120px"
                    className={styles.thumbnail}
                  />
                </SiteLink>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </PageShell>
  );
}
