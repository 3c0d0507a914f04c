import { render, screen, within } from '@testing-library/react';
import { BLOCK_TYPES, type ArticleDetail, type BlockType, type ContentBlock } from '@/api-clients/schemas/article';
import { ArticleBodyBlocks } from '@/components/article/article-body-blocks';
import { blockText, buildTableOfContents, headingAnchorId } from '@/foundation/format/article-body';

// next.config.js has trailingSlash: true, which Next inlines into next/link at build time; mirror it here.
const originalTrailingSlash = process.env.__NEXT_TRAILING_SLASH;
beforeAll(() => {
  process.env.__NEXT_TRAILING_SLASH = 'true';
});
afterAll(() => {
  if (originalTrailingSlash === undefined) delete process.env.__NEXT_TRAILING_SLASH;
  else process.env.__NEXT_TRAILING_SLASH = originalTrailingSlash;
});

const CONTEXT = { publicationDate: '202607', articleId: '123', page: 1 };
const YOUTUBE_ID = 'dQw4w9WgXcQ';

const text = (type: BlockType, content: string, extra: Partial<ContentBlock> = {}): ContentBlock => ({ type, content, ...extra });
const block = (type: BlockType, content: ContentBlock[], extra: Partial<ContentBlock> = {}): ContentBlock => ({
  type,
  content,
  ...extra,
});

function renderBody(blocks: ContentBlock[], context = CONTEXT) {
  return render(<ArticleBodyBlocks blocks={blocks} {...context} />);
}

/** One sample per block type and what a reader should see for it. */
const EVERY_TYPE: Record<BlockType, { blocks: ContentBlock[]; check: (container: HTMLElement) => void }> = {
  STRING: {
    blocks: [text('STRING', '本文の段落')],
    check: (container) => expect(container.querySelector('p')).toHaveTextContent('本文の段落'),
  },
  HEAD: {
    blocks: [text('HEAD', '見出し', { id: 'section-1' })],
    check: () => expect(screen.getByRole('heading', { level: 2, name: '見出し' })).toHaveAttribute('id', 'section-1'),
  },
  SUBHEAD: {
    blocks: [text('SUBHEAD', '小見出し')],
    check: () => expect(screen.getByRole('heading', { level: 3, name: '小見出し' })).toBeInTheDocument(),
  },
  BUTTON_EC: {
    blocks: [text('BUTTON_EC', 'Amazonで購入', { url: 'https://shop.example/item/1' })],
    check: () => {
      const link = screen.getByRole('link', { name: 'Amazonで購入' });
      expect(link).toHaveAttribute('href', 'https://shop.example/item/1');
      expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['sponsored', 'noopener']));
      expect(link).toHaveAttribute('target', '_blank');
    },
  },
  ANNOTATION: {
    blocks: [text('ANNOTATION', '※価格は税込みです')],
    check: (container) => expect(container.querySelector('aside')).toHaveTextContent('※価格は税込みです'),
  },
  ITEMIZATION: {
    blocks: [block('ITEMIZATION', [text('LIST_ITEM', '一つ目'), text('LIST_ITEM', '二つ目')])],
    check: () => {
      const list = screen.getByRole('list');
      expect(list.tagName).toBe('UL');
      expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['一つ目', '二つ目']);
    },
  },
  LIST_ITEM: {
    blocks: [block('ITEMIZATION', [text('LIST_ITEM', '項目')])],
    check: () => expect(screen.getByRole('listitem')).toHaveTextContent('項目'),
  },
  NEWS: {
    blocks: [text('NEWS', '関連ニュースの見出し', { url: '/article/202606/99/' })],
    check: () =>
      expect(screen.getByRole('link', { name: '関連ニュースの見出し' })).toHaveAttribute('href', '/article/202606/99/'),
  },
  IMAGE: {
    blocks: [text('IMAGE', 'スクリーンショット', { url: 'https://img.example/shot.jpg', id: '456', width: 1280, height: 720 })],
    check: (container) => {
      expect(screen.getByRole('img', { name: 'スクリーンショット' })).toBeInTheDocument();
      expect(container.querySelector('figcaption')).toHaveTextContent('スクリーンショット');
    },
  },
  YOUTUBE: {
    blocks: [text('YOUTUBE', '紹介映像', { url: YOUTUBE_ID })],
    check: (container) =>
      expect(container.querySelector('iframe')).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}`),
  },
  TWEET: {
    blocks: [text('TWEET', 'ポストの本文', { url: 'https://x.com/playnote/status/1' })],
    check: (container) => {
      expect(container.querySelector('blockquote')).toHaveTextContent('ポストの本文');
      expect(screen.getByRole('link', { name: 'Xで見る' })).toHaveAttribute('href', 'https://x.com/playnote/status/1');
    },
  },
  QUOTE: {
    blocks: [text('QUOTE', '引用文')],
    check: (container) => expect(container.querySelector('blockquote')).toHaveTextContent('引用文'),
  },
  TABLE: {
    blocks: [block('TABLE', [block('TR', [text('TH', '機種'), text('TD', 'Switch 2')])])],
    check: () => {
      const table = screen.getByRole('table');
      expect(within(table).getByRole('rowheader')).toHaveTextContent('機種');
      expect(within(table).getByRole('cell')).toHaveTextContent('Switch 2');
    },
  },
  TR: {
    blocks: [block('TABLE', [block('TR', [text('TD', 'a'), text('TD', 'b')])])],
    check: () => expect(screen.getAllByRole('row')).toHaveLength(1),
  },
  TH: {
    blocks: [block('TABLE', [block('TR', [text('TH', '見出しセル')])])],
    check: (container) => expect(container.querySelector('th')).toHaveTextContent('見出しセル'),
  },
  TD: {
    blocks: [block('TABLE', [block('TR', [text('TD', 'データセル')])])],
    check: (container) => expect(container.querySelector('td')).toHaveTextContent('データセル'),
  },
  B: {
    blocks: [block('STRING', [text('B', '強調')])],
    check: (container) => expect(container.querySelector('p strong')).toHaveTextContent('強調'),
  },
  LINK: {
    blocks: [block('STRING', [text('LINK', '公式サイト', { url: 'https://official.example/' })])],
    check: () => {
      const link = screen.getByRole('link', { name: '公式サイト' });
      expect(link).toHaveAttribute('href', 'https://official.example/');
      expect(link).not.toHaveAttribute('target');
    },
  },
  LINK_B_TAB: {
    blocks: [block('STRING', [text('LINK_B_TAB', '別タブで開く', { url: 'https://official.example/' })])],
    check: () => {
      const link = screen.getByRole('link', { name: '別タブで開く' });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    },
  },
  NOLINK: {
    blocks: [block('STRING', [text('NOLINK', 'ゼルダの伝説')])],
    check: () =>
      expect(screen.getByRole('link', { name: 'ゼルダの伝説' })).toHaveAttribute(
        'href',
        `/search/?q=${encodeURIComponent('ゼルダの伝説')}`,
      ),
  },
  BR: {
    blocks: [block('STRING', [text('B', '一行目'), text('BR', ''), text('B', '二行目')])],
    check: (container) => expect(container.querySelector('p br')).not.toBeNull(),
  },
  SPOILER: {
    blocks: [block('SPOILER', [text('STRING', '黒幕は王だった')])],
    check: (container) => {
      const details = container.querySelector('details');
      expect(details).not.toHaveAttribute('open');
      expect(details?.querySelector('summary')).toHaveTextContent('ネタバレを含みます');
      expect(details?.querySelector('p')).toHaveTextContent('黒幕は王だった');
    },
  },
  UNKNOWN: {
    blocks: [text('UNKNOWN', '未知のブロック', { url: 'https://unknown.example/' })],
    check: (container) => {
      expect(container.textContent).toBe('');
      expect(container.querySelector('a')).toBeNull();
    },
  },
};

describe('ArticleBodyBlocks renders every block type', () => {
  it('the table covers every block type of the schema plus UNKNOWN', () => {
    expect(Object.keys(EVERY_TYPE).sort()).toEqual([...BLOCK_TYPES, 'UNKNOWN'].sort());
  });

  it.each(Object.keys(EVERY_TYPE) as BlockType[])('%s block renders as expected', (type) => {
    const { container } = renderBody(EVERY_TYPE[type].blocks);
    EVERY_TYPE[type].check(container);
  });
});

describe('ArticleBodyBlocks block details', () => {
  it.each([
    ['safe API id is kept', 'overview', 0, 1, 'overview'],
    ['missing id falls back to the position', null, 2, 1, 'heading-1-3'],
    ['id starting with a digit falls back', '1st', 0, 2, 'heading-2-1'],
    ['id with markup falls back', '"><script>alert(1)</script>', 4, 3, 'heading-3-5'],
    ['id with spaces falls back', 'a b', 0, 1, 'heading-1-1'],
  ])('HEAD renders an h2 with its anchor id: %s', (_name, id, index, page, expected) => {
    const blocks = [...Array.from({ length: index }, () => text('STRING', '前段')), text('HEAD', '見出し', { id })];
    renderBody(blocks, { ...CONTEXT, page });
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('id', expected);
    expect(headingAnchorId(text('HEAD', '', { id }), index, page)).toBe(expected);
  });

  it.each([
    ['numeric image id', '456', '/article/images/202607/123/456/'],
    ['another numeric id', '7', '/article/images/202607/123/7/'],
  ])('IMAGE with a %s links to its image page', (_name, id, href) => {
    renderBody([text('IMAGE', '画像', { url: 'https://img.example/a.jpg', id })]);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', href);
    expect(within(link).getByRole('img')).toBeInTheDocument();
  });

  it.each([
    ['non-numeric id', 'img-1'],
    ['missing id', null],
    ['path traversal id', '../1'],
  ])('IMAGE with a %s shows the image without an image-page link', (_name, id) => {
    renderBody([text('IMAGE', '画像', { url: 'https://img.example/a.jpg', id })]);
    expect(screen.getByRole('img', { name: '画像' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('IMAGE without a caption gets a default alt text and no figcaption', () => {
    const { container } = renderBody([text('IMAGE', '', { url: 'https://img.example/a.jpg' })]);
    expect(screen.getByRole('img', { name: '記事画像' })).toBeInTheDocument();
    expect(container.querySelector('figcaption')).toBeNull();
  });

  it.each([
    ['javascript: URL', 'javascript:alert(1)'],
    ['data: URL', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['missing URL', null],
  ])('IMAGE with a %s renders nothing', (_name, url) => {
    const { container } = renderBody([text('IMAGE', '画像', { url, id: '1' })]);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('figure')).toBeNull();
  });

  it.each([
    ['too short', 'dQw4w9WgXc'],
    ['too long', 'dQw4w9WgXcQQ'],
    ['a full watch URL', `https://www.youtube.com/watch?v=${YOUTUBE_ID}`],
    ['markup', '"><script>x'],
    ['path characters', '../../a/b/c'],
    ['missing', null],
  ])('YOUTUBE with an invalid video id (%s) renders nothing', (_name, url) => {
    const { container } = renderBody([text('YOUTUBE', '動画', { url })]);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it.each([
    ['BUTTON_EC', 'javascript:alert(1)'],
    ['NEWS', 'javascript:alert(1)'],
    ['NEWS', '//evil.example/'],
    ['BUTTON_EC', null],
  ] as const)('%s with unsafe or missing url %j renders nothing', (type, url) => {
    const { container } = renderBody([text(type, 'リンク', { url })]);
    expect(container.querySelector('a')).toBeNull();
  });

  it('NOLINK search link encodes reserved characters of the game name', () => {
    renderBody([block('STRING', [text('NOLINK', 'A&B #2?')])]);
    expect(screen.getByRole('link', { name: 'A&B #2?' })).toHaveAttribute('href', '/search/?q=A%26B%20%232%3F');
  });

  it('a site path LINK stays on the site', () => {
    renderBody([block('STRING', [text('LINK', '記事へ', { url: '/article/202607/1/' })])]);
    const link = screen.getByRole('link', { name: '記事へ' });
    expect(link).toHaveAttribute('href', '/article/202607/1/');
    expect(link).not.toHaveAttribute('target');
  });

  it('UNKNOWN blocks are skipped while their neighbours render', () => {
    const { container } = renderBody([text('STRING', '前'), text('UNKNOWN', '未知'), text('STRING', '後')]);
    expect(Array.from(container.querySelectorAll('p'), (p) => p.textContent)).toEqual(['前', '後']);
    expect(container.textContent).not.toContain('未知');
  });

  it('UNKNOWN inline nodes are skipped inside a paragraph', () => {
    const { container } = renderBody([block('STRING', [text('STRING', 'あ'), text('UNKNOWN', '未知'), text('STRING', 'い')])]);
    expect(container.querySelector('p')).toHaveTextContent('あい');
  });
});

describe('ArticleBodyBlocks never injects API text as HTML', () => {
  const PAYLOADS = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<a href="javascript:alert(1)">x</a>'];

  const placements: [string, (payload: string) => ContentBlock[]][] = [
    ['paragraph text', (payload) => [text('STRING', payload)]],
    ['heading text', (payload) => [text('HEAD', payload, { id: 'h' })]],
    ['subheading text', (payload) => [text('SUBHEAD', payload)]],
    ['list item', (payload) => [block('ITEMIZATION', [text('LIST_ITEM', payload)])]],
    ['table cell', (payload) => [block('TABLE', [block('TR', [text('TH', payload), text('TD', payload)])])]],
    ['bold inline node', (payload) => [block('STRING', [text('B', payload)])]],
    ['link text', (payload) => [block('STRING', [text('LINK', payload, { url: 'https://ok.example/' })])]],
    ['quote', (payload) => [text('QUOTE', payload)]],
    ['tweet text', (payload) => [text('TWEET', payload)]],
    ['image caption', (payload) => [text('IMAGE', payload, { url: 'https://img.example/a.jpg', id: '1' })]],
  ];

  const cases = placements.flatMap(([where, build]) => PAYLOADS.map((payload) => [where, payload, build] as const));

  it.each(cases)('%s %s is shown as text, never as markup (API text is never injected as raw HTML)', (_where, payload, build) => {
    const { container } = renderBody(build(payload));
    expect(container.textContent).toContain(payload);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('a[href^="javascript:"]')).toBeNull();
  });

  it.each([
    ['LINK', 'javascript:alert(1)'],
    ['LINK', ' javascript:alert(1)'],
    ['LINK', 'JAVASCRIPT:alert(1)'],
    ['LINK_B_TAB', 'javascript:alert(1)'],
    ['LINK', 'data:text/html,<script>alert(1)</script>'],
    ['LINK', 'vbscript:msgbox(1)'],
    ['LINK', '//evil.example/'],
  ] as const)('%s with url %j renders its text without an anchor', (type, url) => {
    const { container } = renderBody([block('STRING', [text(type, 'クリック', { url })])]);
    expect(screen.getByText('クリック')).toBeInTheDocument();
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector(`[href="${url}"]`)).toBeNull();
  });
});

describe('buildTableOfContents', () => {
  const content: ArticleDetail['content'] = [
    {
      page_no: 1,
      contents: [
        text('STRING', '導入'),
        text('HEAD', 'はじめに', { id: 'intro' }),
        text('STRING', '本文'),
        block('HEAD', [text('B', '太字'), text('STRING', 'の見出し')]),
      ],
    },
    { page_no: 2, contents: [text('SUBHEAD', '小見出しは目次に入らない'), text('HEAD', 'まとめ', { id: '2nd' })] },
    { page_no: 3, contents: [text('STRING', '見出しなし')] },
  ];

  it('collects HEAD blocks across every body page with their page numbers, in order', () => {
    expect(buildTableOfContents(content)).toEqual([
      { id: 'intro', text: 'はじめに', page: 1 },
      { id: 'heading-1-4', text: '太字の見出し', page: 1 },
      { id: 'heading-2-2', text: 'まとめ', page: 2 },
    ]);
  });

  it('TOC ids match the ids ArticleBodyBlocks gives the headings on each page', () => {
    const toc = buildTableOfContents(content);
    for (const bodyPage of content) {
      const { container, unmount } = renderBody(bodyPage.contents, { ...CONTEXT, page: bodyPage.page_no });
      const ids = Array.from(container.querySelectorAll('h2'), (heading) => heading.id);
      expect(ids).toEqual(toc.filter((entry) => entry.page === bodyPage.page_no).map((entry) => entry.id));
      unmount();
    }
  });

  it('an article without HEAD blocks has an empty table of contents', () => {
    expect(buildTableOfContents([{ page_no: 1, contents: [text('STRING', '本文のみ')] }])).toEqual([]);
  });

  it.each([
    ['plain string', '文字列', '文字列'],
    ['nested nodes', block('STRING', [text('B', 'A'), block('LINK', [text('STRING', 'B')])]), 'AB'],
    ['empty', text('STRING', ''), ''],
  ] as const)('blockText of %s is %j', (_name, value, expected) => {
    expect(blockText(value)).toBe(expected);
  });
});
