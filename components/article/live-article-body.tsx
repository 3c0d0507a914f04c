import type { HtmlOnly } from '@/foundation/site/html-only';
import { BodyIsland } from './body-island';
import { useLiveBodyHtml, type LiveIds } from './use-live-updates';

/** A live article's body: the island shows what the reader has let in (use-live-updates.ts). */
export default function LiveArticleBody({ html, live }: { html: HtmlOnly<string> | undefined; live: LiveIds }) {
  return <BodyIsland html={useLiveBodyHtml(html, live)} />;
}
