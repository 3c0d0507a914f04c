/** @jest-environment node */
import type { ContentBlock } from '@/api-clients/schemas/article';
import { getDataset } from '@/mocks/data';
import { buildArticleDetail } from '@/mocks/data/article-body';
import type { ArticleRecord } from '@/mocks/data/types';

const dataset = getDataset();

function textOf(block: ContentBlock): string {
  return typeof block.content === 'string' ? block.content : (block.content ?? []).map(textOf).join('');
}

/** The article's paragraphs (STRING blocks), page by page. */
function paragraphsOf(record: ArticleRecord): string[] {
  return buildArticleDetail(dataset, record).content.flatMap((page) => (page.contents as ContentBlock[]).filter((b) => b.type === 'STRING').map(textOf));
}

function headsOf(record: ArticleRecord): string[] {
  return buildArticleDetail(dataset, record).content.flatMap((page) => (page.contents as ContentBlock[]).filter((b) => b.type === 'HEAD').map(textOf));
}

const sentencesOf = (text: string) => text.split('。').map((s) => s.trim()).filter(Boolean);

/** 60 articles of each main category (fewer where the data set has fewer). */
const byCategory = [...new Set(dataset.articles.all.map((r) => r.mainCategory.code))].sort().map((code) => [code, dataset.articles.byCategory.get(code)!.filter((r) => r.mainCategory.code === code).slice(0, 60)] as const);

describe('article bodies read like written copy', () => {
  it.each(byCategory)('%s: no sentence twice in a paragraph, nor anywhere in the article', (_, records) => {
    for (const record of records) {
      const paragraphs = paragraphsOf(record);
      expect(paragraphs.length).toBeGreaterThan(0);
      for (const paragraph of paragraphs) {
        const sentences = sentencesOf(paragraph);
        expect(new Set(sentences).size).toBe(sentences.length);
      }
      const all = paragraphs.flatMap(sentencesOf);
      expect({ id: record.id, repeated: all.filter((s, i) => all.indexOf(s) !== i) }).toEqual({ id: record.id, repeated: [] });
      expect(new Set(paragraphs).size).toBe(paragraphs.length);
    }
  });

  it.each(byCategory)('%s: section headings do not repeat', (_, records) => {
    for (const record of records) {
      const heads = headsOf(record);
      expect(new Set(heads).size).toBe(heads.length);
    }
  });

  it('articles about a game name it, its maker and platform', () => {
    const record = dataset.articles.all.find((r) => r.mainCategory.code === 'news' && r.gameIds.length > 0 && r.card.liveState === null)!;
    const game = dataset.gameById.get(record.gameIds[0]!)!;
    const body = paragraphsOf(record).join('');
    expect(body).toContain(`『${game.name}』`);
    expect(body).toContain(game.maker);
  });

  it('the four cross-review comments of a title differ', () => {
    for (const reviews of [...dataset.reviewsByGame.values()].flat()) {
      const comments = reviews.reviews.map((r) => r.comment);
      expect(new Set(comments).size).toBe(comments.length);
    }
  });
});
