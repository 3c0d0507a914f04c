/** @jest-environment node */
// Page props carry what the page renders (issue 6, budgets: __NEXT_DATA__ ≤ 25 % of the article HTML).
import { handlePageRequest, type PageRequestOptions } from '@/lib/page-config/server-side-props';
import type { ArticlePageProps } from '@/lib/page-data/article';
import { getListlessPageFrame, getPageFrame } from '@/lib/page-data/page-frame';
import { captureLogs, findArticle, makeFetchSource, setupContentApi } from '../../support/content-api';

const server = setupContentApi();
captureLogs();
const NOW = new Date();

function campaignRequests(): { count: () => number } {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.startsWith('/advertising-campaign')) count += 1;
  };
  beforeEach(() => {
    count = 0;
    server.events.on('request:start', listener);
  });
  afterEach(() => server.events.removeListener('request:start', listener));
  return { count: () => count };
}

describe('page frame weight', () => {
  const campaigns = campaignRequests();

  it('a list page frame still carries sponsored-card candidates for PC and SP (spec §9 lists)', async () => {
    const frame = await getPageFrame(makeFetchSource(), NOW, 'LIST');
    expect(Object.keys(frame).sort()).toEqual(['gptPcAdData', 'gptSpAdData', 'layout', 'rankingArticles', 'sponsoredCandidates']);
    expect(Object.keys(frame.sponsoredCandidates).sort()).toEqual(['PC', 'SP']);
    expect(campaigns.count()).toBe(1);
  });

  it('the frame of a page without article lists has no sponsored-card candidates and asks for no campaigns', async () => {
    const frame = await getListlessPageFrame(makeFetchSource(), NOW, 'ARTICLE_DETAIL');
    expect(Object.keys(frame).sort()).toEqual(['gptPcAdData', 'gptSpAdData', 'layout', 'rankingArticles']);
    expect(frame.rankingArticles).toHaveLength(8);
    expect(frame.gptPcAdData?.pageType).toBe('ARTICLE_DETAIL');
    expect(campaigns.count()).toBe(0);
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
