/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { ApiError } from '@/api-clients/api-error';
import type { ArticleImagePageProps } from '@/lib/page-data/article-image';
import { getDataset } from '@/mocks/data';
import { articleImagesResponse } from '@/mocks/data/article-body';
import { captureLogs, setupContentApi } from '../../support/content-api';
import { TEST_API_BASE_URL } from '../../setup/test-env';
import { failWith500, propsOf, requestPage } from './list-page-helpers';

const ROUTE = '/article/images/[publicationDate]/[articleId]/[imageId]/';
const server = setupContentApi();
captureLogs();

const dataset = getDataset();
const record = dataset.articles.all.find((candidate) => candidate.imageCount >= 4 && !candidate.card.redirectUrl)!;
const gallery = articleImagesResponse(dataset, record);
const withoutImages = dataset.articles.all.find((candidate) => candidate.imageCount === 0)!;
const otherArticle = dataset.articles.all.find((candidate) => candidate.imageCount > 0 && candidate.id !== record.id)!;
const otherImageId = articleImagesResponse(dataset, otherArticle).images[0]!.imageId;

const requestImage = (publicationDate: string, articleId: string, imageId: string) =>
  requestPage(ROUTE, { publicationDate, articleId, imageId });

describe('article image page data', () => {
  it('shows the requested image of the article with the whole gallery', async () => {
    const second = gallery.images[1]!;
    const props = propsOf<ArticleImagePageProps>(await requestImage(record.yearMonth, record.id, second.imageId));
    expect(props.adUnitsType).toBe('ARTICLE_DETAIL');
    expect(props.pageMeta.adPageType).toBe('ARTICLE_DETAIL');
    expect(props.article).toEqual({ articleId: record.id, publicationDate: record.yearMonth, title: gallery.title, publishedAt: gallery.publishedAt });
    expect(props.image).toEqual(second);
    expect(props.imageIndex).toBe(1);
    expect(props.images.map((image) => image.imageId)).toEqual(gallery.images.map((image) => image.imageId));
    expect(props.layout.commonParts).not.toBeNull();
  });

  it.each([
    ['the first', 0],
    ['the last', gallery.images.length - 1],
  ])('%s image is found at its position', async (_name, index) => {
    const props = propsOf<ArticleImagePageProps>(await requestImage(record.yearMonth, record.id, gallery.images[index]!.imageId));
    expect(props.imageIndex).toBe(index);
  });

  it('a month that does not match the article redirects permanently to the image’s real address', async () => {
    const wrongMonth = record.yearMonth === '202001' ? '202002' : '202001';
    const imageId = gallery.images[2]!.imageId;
    expect(await requestImage(wrongMonth, record.id, imageId)).toEqual({
      kind: 'redirect',
      destination: `/article/images/${record.yearMonth}/${record.id}/${imageId}/`,
      permanent: true,
    });
  });

  it.each([
    ['publicationDate not YYYYMM', '2026-07', record.id, gallery.images[0]!.imageId],
    ['month 13', '202613', record.id, gallery.images[0]!.imageId],
    ['articleId with letters', record.yearMonth, `${record.id}a`, gallery.images[0]!.imageId],
    ['articleId too long', record.yearMonth, '1234567890123', gallery.images[0]!.imageId],
    ['imageId with letters', record.yearMonth, record.id, 'abc'],
    ['imageId too long', record.yearMonth, record.id, '1'.repeat(21)],
    ['unknown article', record.yearMonth, '987654321', gallery.images[0]!.imageId],
    ['unknown image of a real article', record.yearMonth, record.id, '999'],
    ['an image of another article', record.yearMonth, record.id, otherImageId],
    ['an article without images', withoutImages.yearMonth, withoutImages.id, `${withoutImages.id}0001`],
  ])('%s is a 404', async (_name, publicationDate, articleId, imageId) => {
    expect(await requestImage(publicationDate, articleId, imageId)).toEqual({ kind: 'notFound' });
  });

  it('a failing secondary source (ranking, header parts) leaves the page up', async () => {
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/ranking/now`, failWith500),
      http.get(`${TEST_API_BASE_URL}/api/common_parts`, failWith500),
    );
    const props = propsOf<ArticleImagePageProps>(await requestImage(record.yearMonth, record.id, gallery.images[0]!.imageId));
    expect(props.rankingArticles).toEqual([]);
    expect(props.layout.commonParts).toBeNull();
    expect(props.images).toHaveLength(gallery.images.length);
  });

  it.each([
    ['a 500', failWith500],
    ['a body that breaks the contract', () => HttpResponse.json({ articleId: record.id, images: 'none' })],
  ])('a failing main source (%s) throws an ApiError (→ error page)', async (_name, resolver) => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/article/images`, resolver));
    await expect(requestImage(record.yearMonth, record.id, gallery.images[0]!.imageId)).rejects.toBeInstanceOf(ApiError);
  });
});
