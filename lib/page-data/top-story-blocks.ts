// Which stories each block of the top page shows, so one story is not repeated down the page
// (issue 14: one story used to fill four blocks).

/** A story shows in at most this many blocks of the top page. */
export const MAX_BLOCKS_PER_STORY = 2;

/**
 * One block of the top page, in priority order (earlier blocks choose first).
 * `repeats`: how many earlier blocks may already show a story for this block to show it too
 * (0: only stories not shown above; capped so the total stays within MAX_BLOCKS_PER_STORY);
 * `fixed`: the block shows its first `size` candidates as they are (a measured ranking keeps its
 * order) but still counts for the blocks after it.
 */
export type StoryBlockRule = { size: number } & ({ repeats: number } | { fixed: true });

/** The site path (or URL) of an article page, and the article id in it. */
const ARTICLE_PATH = /^(?:https?:\/\/[^/]+)?\/article\/\d{6}\/(\d+)\/?(?:[?#].*)?$/;

/**
 * The keys that identify a story: its article id and the address it links to (a topic or a
 * redirecting card that links to an article page counts as that article).
 */
export function storyKeys(story: { id?: string; href: string }): string[] {
  const keys = [`href:${story.href}`];
  if (story.id !== undefined) keys.push(`id:${story.id}`);
  const linkedId = ARTICLE_PATH.exec(story.href)?.[1];
  if (linkedId !== undefined && linkedId !== story.id) keys.push(`id:${linkedId}`);
  return keys;
}

/**
 * Chooses each block's stories in priority order: a block takes its candidates (each given by its
 * story keys) in their own order, skipping stories already shown in more earlier blocks than its
 * rule allows and repeats inside the block, and falls back to the next candidate so it keeps its
 * size while candidates last. Answers the chosen candidates' indexes per block. A fixed block
 * should come early (first or second) so its stories still stay within MAX_BLOCKS_PER_STORY.
 */
export function chooseBlockStories(blocks: readonly { rule: StoryBlockRule; candidates: readonly (readonly string[])[] }[]): number[][] {
  const blocksShowing = new Map<string, number>();
  const timesShown = (keys: readonly string[]) => Math.max(0, ...keys.map((key) => blocksShowing.get(key) ?? 0));
  return blocks.map(({ rule, candidates }) => {
    const allowed = 'fixed' in rule ? Infinity : Math.min(rule.repeats, MAX_BLOCKS_PER_STORY - 1);
    const inThisBlock = new Set<string>();
    const chosen: number[] = [];
    candidates.forEach((keys, index) => {
      if (chosen.length >= rule.size) return;
      if (keys.some((key) => inThisBlock.has(key))) return;
      if (timesShown(keys) > allowed) return;
      chosen.push(index);
      for (const key of keys) inThisBlock.add(key);
    });
    for (const key of inThisBlock) blocksShowing.set(key, (blocksShowing.get(key) ?? 0) + 1);
    return chosen;
  });
}
