import { renderToStaticMarkup } from 'react-dom/server';
import { KEY_EVENTS_SHOWN, LiveUpdates } from '@/components/article/live-updates';
import { liveBlogPostingJsonLd } from '@/components/seo/json-ld';
import { toLiveView } from '@/lib/page-data/live-coverage';
import type { LiveCoverage } from '@/api-clients/schemas/article';

const paragraph = (text: string) => ({ type: 'STRING' as const, content: [{ type: 'STRING' as const, content: text }] });
const COVERAGE: LiveCoverage = {
  state: 'live',
  startedAt: '2026-12-04T19:00:00+09:00',
  endedAt: '2026-12-04T23:00:00+09:00',
  updates: [
    { id: 'u1', postedAt: '2026-12-04T19:00:00+09:00', title: '配信はこちら', blocks: [paragraph('始まりました')], isKeyEvent: false, isPinned: true },
    { id: 'u2', postedAt: '2026-12-04T19:08:00+09:00', title: '『A』の発売日が決定', blocks: [paragraph('発売日が決まった')], isKeyEvent: true, isPinned: false },
    { id: 'u3', postedAt: '2026-12-03T23:50:00+09:00', title: null, blocks: [paragraph('前日の予告')], isKeyEvent: false, isPinned: false },
  ],
};
const POSITION = { publicationDate: '202612', articleId: '106001', page: 1 };
const render = (coverage: LiveCoverage, order?: string) =>
  renderToStaticMarkup(
    <LiveUpdates
      live={toLiveView(coverage, order, 'ARTICLE_DETAIL')}
      articleUrl="https://www.playnote.example/article/202612/106001/"
      articlePath="/article/202612/106001/"
      title="【ライブ】ショーケース"
      now="2026-12-04T20:00:00+09:00"
      position={POSITION}
    />,
  );
const container = (html: string) => {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
};

describe('LiveUpdates (issue 36)', () => {
  it('each update has its anchor, its time (HH:MM today, with the date otherwise), a permalink, a copy link and a share link', () => {
    const page = container(render(COVERAGE));
    const items = [...page.querySelectorAll('li[data-live-update]')];
    expect(items.map((item) => item.id)).toEqual(['update-u1', 'update-u2', 'update-u3']);
    expect(items.map((item) => item.querySelector('time')?.textContent)).toEqual(['19:00', '19:08', '12月3日 23:50']);
    const second = items[1]!;
    expect(second.querySelector('a[href="#update-u2"]')).not.toBeNull();
    expect(second.querySelector('a[data-copy-link]')?.getAttribute('data-copy-link')).toBe('https://www.playnote.example/article/202612/106001/#update-u2');
    // A link to the update before the browser code makes it copy: a tap is answered either way.
    expect(second.querySelector('a[data-copy-link]')?.getAttribute('href')).toBe('https://www.playnote.example/article/202612/106001/#update-u2');
    expect(second.querySelector('a[href^="https://x.com/intent/post"]')?.getAttribute('href')).toContain(encodeURIComponent('#update-u2'));
    expect(second.querySelector('h3')?.textContent).toBe('『A』の発売日が決定');
  });

  it('要点 links to its key events; the status slot is there while live', () => {
    const page = container(render(COVERAGE));
    expect([...page.querySelectorAll('nav a')].map((link) => link.getAttribute('href'))).toEqual(['#update-u2']);
    expect(page.querySelector('[data-live-new][role="status"]')?.textContent).toContain('最終更新');
    expect(page.textContent).not.toContain('このライブは終了しました');
  });

  it('ended: このライブは終了しました, and a link to read it oldest first (and back)', () => {
    const ended = container(render({ ...COVERAGE, state: 'ended' }));
    expect(ended.textContent).toContain('このライブは終了しました');
    expect(ended.querySelector('[data-live-new]')).toBeNull();
    expect(ended.querySelector('a[href="/article/202612/106001/?order=oldest"]')?.textContent).toBe('古い順に読む');
    const oldest = container(render({ ...COVERAGE, state: 'ended' }, 'oldest'));
    expect(oldest.querySelector('a[href="/article/202612/106001/"]')?.textContent).toBe('新しい順に読む');
  });
});

describe('要点 of a long event (issue 36)', () => {
  it(`lists the newest ${KEY_EVENTS_SHOWN} key events open and the rest behind a closed すべての要点を見る`, () => {
    const many: LiveCoverage = {
      ...COVERAGE,
      updates: Array.from({ length: 10 }, (_, n) => ({
        id: `k${n}`,
        postedAt: `2026-12-04T19:${String(10 + n).padStart(2, '0')}:00+09:00`,
        title: `発表${n}`,
        blocks: [paragraph('本文')],
        isKeyEvent: true,
        isPinned: false,
      })),
    };
    const page = container(render(many));
    const nav = page.querySelector('nav')!;
    expect([...nav.querySelectorAll(':scope > ol a')].map((link) => link.getAttribute('href'))).toEqual(['#update-k9', '#update-k8', '#update-k7', '#update-k6', '#update-k5', '#update-k4']);
    const more = nav.querySelector('details')!;
    expect(more.hasAttribute('open')).toBe(false);
    expect(more.querySelector('summary')?.textContent).toBe('すべての要点を見る（10件）');
    expect(more.querySelectorAll('a')).toHaveLength(4);
  });
});

describe('LiveBlogPosting JSON-LD (issue 36; schema.org and Google\'s live blog properties)', () => {
  const jsonLd = liveBlogPostingJsonLd(
    {
      article: {
        title: '【ライブ】ショーケース',
        description: '発表をリアルタイムで',
        publishedAt: '2026-12-04T19:00:00+09:00',
        updatedAt: '2026-12-04T19:08:00+09:00',
        thumbnailUrl: 'https://www.playnote.example/a.jpg',
        ogpImageUrl: null,
        mainCategories: [],
        authors: [],
      },
      articlePath: '/article/202612/106001/',
      pagePath: '/article/202612/106001/',
    },
    toLiveView(COVERAGE, undefined, 'ARTICLE_DETAIL'),
  ) as unknown as Record<string, unknown> & { liveBlogUpdate: Record<string, unknown>[] };

  it('has the required properties of a LiveBlogPosting', () => {
    expect(jsonLd['@type']).toBe('LiveBlogPosting');
    for (const property of ['headline', 'datePublished', 'coverageStartTime', 'coverageEndTime', 'liveBlogUpdate', 'url']) expect(jsonLd).toHaveProperty(property);
    expect(jsonLd.coverageStartTime).toBe('2026-12-04T19:00:00+09:00');
  });

  it('each liveBlogUpdate is a BlogPosting with a headline, its time, its text and its permalink, newest first', () => {
    expect(jsonLd.liveBlogUpdate.map((item) => item.url)).toEqual([
      `${String(jsonLd.url)}#update-u2`,
      expect.stringContaining('#update-u1'),
      expect.stringContaining('#update-u3'),
    ]);
    for (const item of jsonLd.liveBlogUpdate) {
      expect(item['@type']).toBe('BlogPosting');
      for (const property of ['headline', 'datePublished', 'articleBody']) expect(item).toHaveProperty(property);
    }
    expect(jsonLd.liveBlogUpdate[2]?.headline).toBe('前日の予告');
  });

  it('a spoiler section (issue 37) stays out of an update\'s headline and text, as it stays folded on the page', () => {
    const spoiled: LiveCoverage = {
      ...COVERAGE,
      updates: [{ id: 'u9', postedAt: '2026-12-04T19:30:00+09:00', title: null, blocks: [paragraph('結果発表'), { type: 'SPOILER', label: null, content: [paragraph('優勝はチームA')] }], isKeyEvent: false, isPinned: false }],
    };
    const { liveBlogUpdate } = liveBlogPostingJsonLd(
      { article: { title: 't', description: 'd', publishedAt: '2026-12-04T19:00:00+09:00', updatedAt: '2026-12-04T19:30:00+09:00', thumbnailUrl: null, ogpImageUrl: null, mainCategories: [], authors: [] }, articlePath: '/article/202612/106001/', pagePath: '/article/202612/106001/' },
      toLiveView(spoiled, undefined, 'ARTICLE_DETAIL'),
    ) as unknown as { liveBlogUpdate: Record<string, unknown>[] };
    expect(liveBlogUpdate[0]).toMatchObject({ headline: '結果発表', articleBody: '結果発表' });
  });
});
