import { CATEGORIES } from '@/foundation/site/categories';
import { toJstOffsetDateTime } from '@/foundation/format/date';
import { buildNewsSitemap } from '@/lib/feeds/news-sitemap';
import { parseSitemapFileName, seoPaths, sitemapFileName, type SitemapFile } from '@/lib/feeds/seo-paths';
import { buildSitemapIndex, buildUrlset, MAX_URLS_PER_SITEMAP, sitemapPartCount, type SitemapEntry } from '@/lib/feeds/sitemap';
import { paths } from '@/foundation/paths';
import { orFallback } from '@/lib/page-data/secondary';
import { absoluteUrl } from '@/foundation/site/site-url';
import { articleLastmod, articlePath, fetchNewsArticles, fetchSitemapPart, isOwnArticle, type SeoDeps } from './seo-content';
import { cachedDocument, SEO_TTL_MS, seoNotFound, type SeoResponse } from './seo-response';

const pad2 = (value: number) => String(value).padStart(2, '0');

function sitemapEntry(file: SitemapFile): SitemapEntry {
  return { loc: absoluteUrl(seoPaths.sitemap(sitemapFileName(file))) };
}

function parts(total: number): number[] {
  return Array.from({ length: sitemapPartCount(total) }, (_, k) => k + 1);
}

/**
 * `/sitemap.xml`: the categories, authors and games sitemaps, the Google News sitemap and one
 * articles sitemap per month that has articles (newest month first), each split into parts of
 * 50,000 URLs where needed. The archive summary is essential; if the author or game count cannot
 * be read, their sitemaps are listed as one part.
 */
export function handleSitemapIndexRequest({ fetchSource, cache }: SeoDeps): Promise<SeoResponse> {
  const key = seoPaths.sitemapIndex();
  return cachedDocument(cache, key, { ttlMs: SEO_TTL_MS.sitemap, contentType: 'xml' }, async () => {
    const [archive, authors, games] = await Promise.all([
      fetchSource('archiveArticle', {}),
      orFallback(fetchSource('authors', {}), null),
      orFallback(fetchSource('searchGame', { page: 1, limit: 1 }), null),
    ]);
    const months = archive.summary.flatMap(({ year, months: inYear }) =>
      inYear.filter(({ count }) => count > 0).map(({ month, count }) => ({ yearMonth: `${year}${pad2(month)}`, count })),
    );
    months.sort((a, b) => b.yearMonth.localeCompare(a.yearMonth));
    return buildSitemapIndex([
      sitemapEntry({ kind: 'categories' }),
      ...parts(authors?.data.length ?? 0).map((part) => sitemapEntry({ kind: 'authors', part })),
      ...parts(games?.count ?? 0).map((part) => sitemapEntry({ kind: 'games', part })),
      sitemapEntry({ kind: 'news' }),
      ...months.flatMap(({ yearMonth, count }) => parts(count).map((part) => sitemapEntry({ kind: 'articles', yearMonth, part }))),
    ]);
  });
}

function urlset(sitePaths: readonly string[]): string {
  return buildUrlset(sitePaths.map((path) => ({ loc: absoluteUrl(path) })));
}

async function buildSitemap(file: SitemapFile, { fetchSource, now = () => new Date() }: SeoDeps): Promise<string | null> {
  switch (file.kind) {
    case 'categories':
      // The fixed category list (spec §3) is every category there is; page 1 of each.
      return urlset(CATEGORIES.map((category) => paths.category(category.code, 1)));

    case 'authors': {
      const { data } = await fetchSource('authors', {});
      const slice = data.slice((file.part - 1) * MAX_URLS_PER_SITEMAP, file.part * MAX_URLS_PER_SITEMAP);
      if (file.part > 1 && slice.length === 0) return null;
      return urlset(slice.map((author) => paths.author(author.id, 1)));
    }

    case 'games': {
      const { exists, items } = await fetchSitemapPart((page, limit) => fetchSource('searchGame', { page, limit }), file.part);
      return exists ? urlset(items.map((game) => paths.game(game.gameId, 1))) : null;
    }

    case 'articles': {
      const { yearMonth } = file;
      const { exists, total, items } = await fetchSitemapPart(
        (page, limit) => fetchSource('archiveArticle', { yearMonth, page, limit }).then((archive) => archive.articles ?? { count: 0, page, data: [] }),
        file.part,
      );
      // A month without articles has no sitemap (the index does not list it).
      if (!exists || total === 0) return null;
      return buildUrlset(
        items.filter(isOwnArticle).map((card) => ({ loc: absoluteUrl(articlePath(card)), lastmod: toJstOffsetDateTime(articleLastmod(card)) })),
      );
    }

    case 'news': {
      const articles = await fetchNewsArticles(fetchSource, now());
      return buildNewsSitemap(articles.map((card) => ({ loc: absoluteUrl(articlePath(card)), publishedAt: card.publishedAt, title: card.title })));
    }
  }
}

/** `/sitemaps/{fileName}`: one child sitemap of the index; an unknown file, month or part is a 404. */
export function handleSitemapRequest(fileName: string, deps: SeoDeps): Promise<SeoResponse> {
  const file = parseSitemapFileName(fileName);
  if (!file) return Promise.resolve(seoNotFound());
  const ttlMs = file.kind === 'news' ? SEO_TTL_MS.newsSitemap : SEO_TTL_MS.sitemap;
  return cachedDocument(deps.cache, seoPaths.sitemap(fileName), { ttlMs, contentType: 'xml' }, () => buildSitemap(file, deps));
}
