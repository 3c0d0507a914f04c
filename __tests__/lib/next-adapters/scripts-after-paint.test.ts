/** @jest-environment node */
import { EARLY_INPUT_GLOBAL } from '@/lib/client/composition-tracker';
import { CLICKABLE, HOLD_MS, PART_ATTRIBUTE } from '@/lib/client/hydrate-when-wanted';
import { SCROLL_POSITION_KEY_PREFIX } from '@/lib/client/scroll-restoration';
import { EARLY_CLICK, EARLY_INPUT_GLOBAL as LOADER_GLOBAL, SCRIPT_LIST_ID, SCRIPTS_AFTER_PAINT_LOADER, SCROLL_POSITION_KEY_PREFIX as LOADER_SCROLL_KEY } from '@/lib/next-adapters/scripts-after-paint';

// What the browser does with the loader is tested in chromium (__tests__/e2e/hydrate-later.test.mjs);
// here, that the inline text and the page's code agree on the click they hand over (decision 035).
describe('the after-paint loader (decision 035)', () => {
  it('saves the scroll position on leaving under the key scroll restoration reads (spec §2), for a reader who leaves before the code runs', () => {
    expect(LOADER_SCROLL_KEY).toBe(SCROLL_POSITION_KEY_PREFIX);
    expect(SCRIPTS_AFTER_PAINT_LOADER).toContain(`"pagehide",function(){try{sessionStorage.setItem(${JSON.stringify(SCROLL_POSITION_KEY_PREFIX)}+location.pathname+location.search`);
  });

  it('holds the clicks hydrate-when-wanted holds, for as long, and hands them and the composition over where the page’s code looks', () => {
    expect(EARLY_CLICK).toEqual({ clickable: CLICKABLE, partAttribute: PART_ATTRIBUTE, holdMs: HOLD_MS });
    expect(LOADER_GLOBAL).toBe(EARLY_INPUT_GLOBAL);
    expect(SCRIPTS_AFTER_PAINT_LOADER).toContain(JSON.stringify(CLICKABLE));
    expect(SCRIPTS_AFTER_PAINT_LOADER).toContain(JSON.stringify(`[${PART_ATTRIBUTE}]`));
    expect(SCRIPTS_AFTER_PAINT_LOADER).toContain(`w[${JSON.stringify(EARLY_INPUT_GLOBAL)}]`);
    // The fields lib/client/early-input.ts reads.
    expect(SCRIPTS_AFTER_PAINT_LOADER).toContain('{target:null,at:0,taken:false,composingIn:null,escape:null}');
  });

  it('reads the list _document writes, and is one script a parser accepts', () => {
    expect(SCRIPTS_AFTER_PAINT_LOADER).toContain(`getElementById(${JSON.stringify(SCRIPT_LIST_ID)})`);
    expect(() => new Function(SCRIPTS_AFTER_PAINT_LOADER)).not.toThrow();
    // No `</script` inside: it is written into the HTML as it is.
    expect(SCRIPTS_AFTER_PAINT_LOADER).not.toMatch(/<\/script/i);
  });
});
