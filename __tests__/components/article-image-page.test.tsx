import { render, screen, within } from '@testing-library/react';
import { ArticleImagePageView } from '@/components/pages/article-image-page-view';
import type { ArticleImagePageProps } from '@/lib/page-data/article-image';
import { getDataset } from '@/mocks/data';
import { articleImagesResponse } from '@/mocks/data/article-body';
import { captureLogs, setupContentApi } from '../support/content-api';
import { expectHeadingOutline, pageProps } from './list-pages-helpers';
import { withRankingRail } from '../support/islands';

setupContentApi();
captureLogs();

const dataset = getDataset();
const record = dataset.articles.all.find((candidate) => candidate.imageCount >= 4 && !candidate.card.redirectUrl)!;
const gallery = articleImagesResponse(dataset, record);
const imagePath = (imageId: string) => `/article/images/${record.yearMonth}/${record.id}/${imageId}/`;
const imageProps = (index: number) =>
  pageProps<ArticleImagePageProps>('/article/images/[publicationDate]/[articleId]/[imageId]/', {
    publicationDate: record.yearMonth,
    articleId: record.id,
    imageId: gallery.images[index]!.imageId,
  });

describe('article image page', () => {
  it('the h1 names the article’s images; the image is shown large with its caption', async () => {
    const index = Math.max(0, gallery.images.findIndex((image) => image.caption !== null));
    const image = gallery.images[index]!;
    render(<ArticleImagePageView {...withRankingRail(await imageProps(index))} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${gallery.title}の画像`);
    expect(screen.getByText(`${index + 1}枚目／全${gallery.images.length}枚`)).toBeInTheDocument();
    const figure = screen.getByRole('figure');
    const shown = within(figure).getByRole('img');
    expect(shown).toHaveAttribute('alt', image.caption ?? `${gallery.title}の画像（${index + 1}枚目）`);
    expect(shown).toHaveAttribute('width', String(image.width));
    if (image.caption) expect(within(figure).getByText(image.caption).tagName).toBe('FIGCAPTION');
    expectHeadingOutline();
  });

  it('前の画像 / 次の画像 step through the gallery and 記事に戻る goes back to the article', async () => {
    render(<ArticleImagePageView {...withRankingRail(await imageProps(1))} />);
    const stepper = screen.getByRole('navigation', { name: '画像送り' });
    expect(within(stepper).getByRole('link', { name: '前の画像' })).toHaveAttribute('href', imagePath(gallery.images[0]!.imageId));
    expect(within(stepper).getByRole('link', { name: '次の画像' })).toHaveAttribute('href', imagePath(gallery.images[2]!.imageId));
    expect(within(stepper).getByRole('link', { name: '記事に戻る' })).toHaveAttribute('href', `/article/${record.yearMonth}/${record.id}/`);
  });

  it('the first image has no 前の画像 and the last no 次の画像', async () => {
    const { unmount } = render(<ArticleImagePageView {...withRankingRail(await imageProps(0))} />);
    expect(screen.queryByRole('link', { name: '前の画像' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '次の画像' })).toBeInTheDocument();
    unmount();
    render(<ArticleImagePageView {...withRankingRail(await imageProps(gallery.images.length - 1))} />);
    expect(screen.getByRole('link', { name: '前の画像' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '次の画像' })).not.toBeInTheDocument();
  });

  it('the strip links every image of the article to its page, the current one marked aria-current', async () => {
    render(<ArticleImagePageView {...withRankingRail(await imageProps(2))} />);
    const strip = screen.getByRole('region', { name: `この記事の画像（全${gallery.images.length}枚）` });
    const links = within(strip).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(gallery.images.map((image) => imagePath(image.imageId)));
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toEqual([links[2]]);
    for (const link of links) expect(within(link).getByRole('img').getAttribute('alt')).toMatch(/^画像\d+/);
  });

  it('the breadcrumb links the article', async () => {
    render(<ArticleImagePageView {...withRankingRail(await imageProps(0))} />);
    const breadcrumb = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(within(breadcrumb).getByRole('link', { name: gallery.title })).toHaveAttribute('href', `/article/${record.yearMonth}/${record.id}/`);
  });
});
