/** @jest-environment node */
// Page props carry what the page renders (issue 6, budgets: __NEXT_DATA__ ≤ 25 % of the article HTML).
import { AD_DEVICES } from '@/ads/device';
import type { AdDevice } from '@/ads/types';
import { handlePageRequest, type PageRequestOptions } from '@/lib/page-config/server-side-props';
import type { ArticlePageProps } from '@/lib/page-data/article';
import { getListlessPageFrame, getPageFrame } from '@/lib/page-data/page-frame';
import { captureLogs, findArticle, makeFetchSource, setupContentApi } from '../../support/content-api';

const server = setupContentApi();
captureLogs();
const NOW = new Date();
const frameContext = (device: AdDevice) => ({ fetchSource: makeFetchSource(), device, now: NOW });

/** Counts the upstream requests whose path starts with `prefix`, per test. */
function requestsTo(prefix: string): { count: () => number } {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.startsWith(prefix)) count += 1;
  };
  beforeEach(() => {
    count = 0;
    server.events.on('request:start', listener);
  });
  afterEach(() => server.events.removeListener('request:start', listener));
  return { count: () => count };
}

describe('page frame weight', () => {
  const campaigns = requestsTo('/advertising-campaign');
  const adSpaces = { PC: requestsTo('/ad-space-pc-site'), SP: requestsTo('/ad-space-sp-site') };

  it.each(AD_DEVICES)('%s: a list page frame still carries the device’s sponsored-card candidates (spec §9 lists)', async (device) => {
    const frame = await getPageFrame({ ...frameContext(device), adPageType: 'LIST' });
    expect(Object.keys(frame).sort()).toEqual(['gptPcAdData', 'gptSpAdData', 'layout', 'rankingArticles', 'sponsoredCandidates']);
    expect(frame.sponsoredCandidates.length).toBeGreaterThan(0);
    expect(campaigns.count()).toBe(1);
  });

  it.each(AD_DEVICES)('%s: the frame of a page without article lists has no sponsored-card candidates and asks for no campaigns', async (device) => {
    const frame = await getListlessPageFrame({ ...frameContext(device), adPageType: 'ARTICLE_DETAIL' });
    expect(Object.keys(frame).sort()).toEqual(['gptPcAdData', 'gptSpAdData', 'layout', 'rankingArticles']);
    expect(frame.rankingArticles).toHaveLength(8);
    expect(campaigns.count()).toBe(0);
  });

  it.each([
    ['PC', 'gptPcAdData', 'gptSpAdData'],
    ['SP', 'gptSpAdData', 'gptPcAdData'],
  ] as const)('%s: loads only the device’s ad space; the other device’s is null and never requested', async (device, own, other) => {
    const frame = await getListlessPageFrame({ ...frameContext(device), adPageType: 'ARTICLE_DETAIL' });
    expect(frame[own]?.pageType).toBe('ARTICLE_DETAIL');
    expect(frame[other]).toBeNull();
    expect([adSpaces.PC.count(), adSpaces.SP.count()]).toEqual(device === 'PC' ? [1, 0] : [0, 1]);
  });

  it('article page props carry no sponsored-card candidates, which the article page never renders', async () => {
    const { record } = findArticle((candidate) => !candidate.card.redirectUrl);
    const params = { publicationDate: record.yearMonth, articleId: record.id };
    const options: PageRequestOptions = {
      fetchSource: makeFetchSource(),
      revalidateSeconds: 60,
      redirectOnApiError: false,
      debugOnErrorPage: false,
    };
    const result = await handlePageRequest(
      '/article/[publicationDate]/[articleId]/',
      { params, query: params, res: { statusCode: 200, setHeader: () => undefined } as never },
      options,
    );
    if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
    const props = result.props as unknown as ArticlePageProps;
    expect(props.articleDetailData.articleId).toBe(record.id);
    expect(props).not.toHaveProperty('sponsoredCandidates');
    expect(campaigns.count()).toBe(0);
  });
});
