import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AMAZON_AFFILIATE_TAGS, AMAZON_TAG_PARAM, isAmazonUrl } from '@/ads/amazon-affiliate';
import { AD_DEVICES } from '@/ads/device';
import type { AdDevice } from '@/ads/types';
import type { ContentBlock } from '@/api-clients/schemas/article';
import { AdPlanProvider } from '@/components/ads/ad-plan-context';
import { ArticlePageView } from '@/components/pages/article-page-view';
import { GameArticlesPageView } from '@/components/pages/game-articles-page-view';
import { RankingAmazonPageView } from '@/components/pages/ranking-amazon-page-view';
import { SpecialArticlePageView } from '@/components/pages/special-article-page-view';
import { TopPageView } from '@/components/pages/top-page-view';
import { WeeklyPartPageView } from '@/components/pages/weekly-part-page-view';
import { planFromPageProps } from '@/lib/page-config/page-ads';
import { runPageData } from '@/lib/page-config/run-page-data';
import type { PageMeta } from '@/lib/page-config/types';
import type { RouteParams } from '@/lib/page-data/types';
import { getDataset } from '@/mocks/data';
import { captureLogs, dataNow, findArticle, makeFetchSource, setupContentApi } from '../support/content-api';
import { READER_USER_AGENTS } from '../support/readers';
import { withIslands } from '../support/islands';

// Issue 16: every Amazon link a reader can follow carries the tracking id of its page's ad page
// type (spec §9). The pages are rendered from their real props, as SSR builds them, and every
// link in the HTML is read: none to Amazon may be untagged or carry another page type's id.

setupContentApi();
captureLogs();

type Props = Record<string, unknown> & { pageMeta: PageMeta };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each view takes its own route's props
type View = (props: any) => ReactElement;

const hasAmazonButton = (blocks: readonly ContentBlock[]): boolean =>
  blocks.some((block) => (block.type === 'BUTTON_EC' && isAmazonUrl(block.url ?? '')) || (Array.isArray(block.content) && hasAmazonButton(block.content)));
const shop = findArticle((record, detail) => !record.card.redirectUrl && detail.isDisplayAd && hasAmazonButton(detail.content[0]?.contents ?? []));
const dataset = getDataset();
const [directoryName, collection] = [...dataset.matome.entries()].find(([, entry]) => entry.articles.some((member) => member.card.redirectUrl === null && member.card.liveState === null))!;
const member = collection.articles.find((candidate) => candidate.card.redirectUrl === null && candidate.card.liveState === null)!;
const game = dataset.games.find((candidate) => (dataset.articles.byGame.get(candidate.gameId)?.length ?? 0) > 0)!;

/** The sample: each page type that shows Amazon links, and a game page (which has none of its own). */
const PAGES: readonly [name: string, routePath: string, params: RouteParams, view: View, expectsAmazonLinks: boolean][] = [
  ['top', '/', {}, TopPageView, true],
  ['article with a shop button', '/article/[publicationDate]/[articleId]/', { publicationDate: shop.record.yearMonth, articleId: shop.record.id }, ArticlePageView, true],
  ['special article', '/special/[matomeDirectoryName]/[articleId]/', { matomeDirectoryName: directoryName, articleId: member.id }, SpecialArticlePageView, true],
  ['weekly article', '/special/content/weeklyplaynote/[articleId]/', { articleId: dataset.site.weeklyPart.parts[0]!.id }, WeeklyPartPageView, true],
  ['Amazon ranking', '/ranking/amazon/', {}, RankingAmazonPageView, true],
  ['Amazon ranking, comics', '/ranking/amazon/[genre]/', { genre: 'comic' }, RankingAmazonPageView, true],
  ['game page', '/game/title/[gameId]/page/[pageNumber]/', { gameId: game.gameId, pageNumber: '1' }, GameArticlesPageView, false],
];

async function pageProps(routePath: string, params: RouteParams, device: AdDevice): Promise<Props> {
  const result = await runPageData({ routePath, params, query: params, fetchSource: makeFetchSource(), now: dataNow(), userAgent: READER_USER_AGENTS[device] });
  if (result?.kind !== 'props') throw new Error(`expected props for ${routePath}, got ${JSON.stringify(result)}`);
  return withIslands(routePath, result.props as unknown as Props);
}

describe.each(AD_DEVICES)('%s: every Amazon link carries its page type’s tracking id (spec §9, issue 16)', (device) => {
  it.each(PAGES)('%s', async (_name, routePath, params, View, expectsAmazonLinks) => {
    const props = await pageProps(routePath, params, device);
    const { container } = render(
      <AdPlanProvider plan={planFromPageProps(props, 'dev')}>
        <View {...props} />
      </AdPlanProvider>,
    );
    const amazonLinks = [...container.querySelectorAll('a[href]')].map((link) => link.getAttribute('href')!).filter(isAmazonUrl);
    const expected = AMAZON_AFFILIATE_TAGS[props.pageMeta.adPageType];
    expect(amazonLinks.filter((href) => new URL(href).searchParams.get(AMAZON_TAG_PARAM) !== expected)).toEqual([]);
    expect(amazonLinks.length > 0).toBe(expectsAmazonLinks);
  });
});
