import { articleDetailSchema, type ArticleDetail } from '@/api-clients/schemas/article';
import { createSourceFetcher, type FetchSource } from '@/api-clients/fetch-source';
import { createHttpClients } from '@/api-clients/http-clients';
import { ServerCache } from '@/api-clients/cache/server-cache';
import { parseClientEnv } from '@/foundation/env/client-env';
import { parseServerEnv } from '@/foundation/env/server-env';
import { buildArticleDetail } from '@/mocks/data/article-body';
import { getDataset, type ArticleRecord } from '@/mocks/data';
import { createMockServer } from '@/mocks/node';
import { TEST_API_BASE_URL } from '../setup/test-env';

/** The bundled content API's handlers mounted at the test base URL for the whole file. */
export function setupContentApi() {
  const server = createMockServer(TEST_API_BASE_URL);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/**
 * The bundled data set's "now" (mocks/data/time.ts resolveMockNow): a test that depends on the date
 * hands it to the site as the request's clock (`now`), so the two agree on any day it runs.
 */
export function dataNow(): Date {
  return new Date(getDataset().nowMs);
}

export interface DataMonth {
  year: number;
  /** 1-12 */
  month: number;
  /** `YYYYMM` */
  yearMonth: string;
  /** `2026年11月` */
  label: string;
}

/** The month (Japan time) of the data's "now", `offset` months on (negative: back). */
export function dataMonth(offset = 0): DataMonth {
  const jst = new Date(getDataset().nowMs + 9 * 3_600_000);
  const first = new Date(Date.UTC(jst.getUTCFullYear(), jst.getUTCMonth() + offset, 1));
  const year = first.getUTCFullYear();
  const month = first.getUTCMonth() + 1;
  return { year, month, yearMonth: `${year}${String(month).padStart(2, '0')}`, label: `${year}年${month}月` };
}

/** A fetcher with its own empty cache, configured like the site from the test settings (no last good copies unless asked). */
export function makeFetchSource(timeoutMs = 2_000, { lastGoodCopyTtlMs = 0 } = {}): FetchSource {
  const serverEnv = parseServerEnv(process.env);
  const clientEnv = parseClientEnv({ ...process.env, NEXT_PUBLIC_API_REQUEST_TIMEOUT: String(timeoutMs) });
  const cache = new ServerCache({
    enabled: true,
    maxEntries: 1_000,
    maxBytes: 20_000_000,
    staleRetentionMs: 600_000,
    lastGoodCopy: { ttlMs: lastGoodCopyTtlMs, maxBytes: 20_000_000 },
  });
  return createSourceFetcher({ http: createHttpClients(serverEnv, clientEnv), cache });
}

/**
 * The first article of the dataset that satisfies `predicate` (with its generated detail), never
 * the live event: at some hours it is the newest of its kind, and its body is a lazily loaded island
 * (docs/testing.md); live articles have tests of their own.
 */
export function findArticle(predicate: (record: ArticleRecord, detail: ArticleDetail) => boolean) {
  const dataset = getDataset();
  for (const record of dataset.articles.all) {
    if (record.card.liveState !== null) continue;
    const detail = articleDetailSchema.parse(buildArticleDetail(dataset, record));
    if (predicate(record, detail)) return { record, detail };
  }
  throw new Error('no article in the dataset matches');
}

/** Keeps the JSON log lines quiet in tests and returns what was logged. */
export function captureLogs(): { lines: () => Record<string, unknown>[] } {
  const lines: string[] = [];
  beforeEach(() => {
    lines.length = 0;
    for (const method of ['log', 'warn', 'error'] as const) {
      jest.spyOn(console, method).mockImplementation(((line: unknown) => void lines.push(String(line))) as never);
    }
  });
  afterEach(() => jest.restoreAllMocks());
  return { lines: () => lines.flatMap((line) => { try { return [JSON.parse(line) as Record<string, unknown>]; } catch { return []; } }) };
}
