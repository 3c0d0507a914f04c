import bodyStyles from '@/components/article/article-body.module.scss';
import partStyles from '@/components/article/article-parts.module.scss';
import breadcrumbStyles from '@/components/article/breadcrumb.module.scss';
import shareStyles from '@/components/article/share-buttons.module.scss';
import badgeStyles from '@/components/article-card/article-badges.module.scss';
import phrasedStyles from '@/components/article-card/phrased-text.module.scss';
import tocStyles from '@/components/article/table-of-contents.module.scss';
import pagerStyles from '@/components/list/list-pagination.module.scss';
import liveStyles from '@/components/article/live-updates.module.scss';

/**
 * The AMP pages' one `<style amp-custom>`: AMP allows no stylesheet links and no CSS modules, so
 * the styles are a string here, written mobile first with the colours, spacing and breakpoint of
 * styles/_tokens.scss and styles/globals.scss (a test keeps AMP_TOKENS equal to those files). No `!important` (AMP forbids
 * it); at most MAX_AMP_CSS_BYTES (a test checks the size).
 */

/**
 * The light-scheme values the AMP styles use: colours are the custom properties of
 * styles/globals.scss (`--color-brand`, …), spacing and the breakpoint come from styles/_tokens.scss.
 * AMP pages stay light: one stylesheet of at most MAX_AMP_CSS_BYTES, no media-query twin.
 */
export const AMP_TOKENS = {
  'color-brand': '#d7263d',
  'color-brand-strong': '#b31d32',
  'color-text': '#1f2329',
  'color-text-muted': '#5b616b',
  'color-border': '#e3e6ea',
  'color-surface': '#ffffff',
  'color-background': '#f4f5f7',
  'color-link': '#0b57a4',
  'space-1': '4px',
  'space-2': '8px',
  'space-3': '12px',
  'space-4': '16px',
  'space-6': '24px',
  'space-8': '32px',
  'breakpoint-pc': '768px',
} as const;

const t = AMP_TOKENS;
const FONT_STACK = "'Hiragino Sans','Hiragino Kaku Gothic ProN','Noto Sans JP','Noto Sans CJK JP',Meiryo,'Yu Gothic',sans-serif";
/** Width of the article column on PC. */
const COLUMN_MAX_WIDTH = '860px';

/** Class names of the AMP-only frame (site header, ad slots, footer). */
export const AMP_CLASS = {
  siteHeader: 'site-header',
  brand: 'brand',
  main: 'main',
  article: 'article',
  canonicalLink: 'canonical-link',
  ad: 'ad',
  adLabel: 'ad-label',
  siteFooter: 'site-footer',
} as const;

const c = AMP_CLASS;

type CssModule = { readonly [key: string]: string };

/**
 * The shared parts render the classes of their CSS modules (hashed in a build); the AMP document has
 * no CSS modules, so this stylesheet names each part class it styles by a short name (`tableWrap` →
 * `table-wrap`) and the renderer rewrites the document's classes by this map (amp-markup.ts).
 */
export const AMP_PART_CLASS_NAMES = new Map<string, string>();

function partClass(styles: CssModule, key: string): string {
  const moduleClass = styles[key];
  if (!moduleClass) throw new Error(`AMP stylesheet: the part has no class ${key}`);
  const name = key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  if ([...AMP_PART_CLASS_NAMES].some(([other, otherName]) => otherName === name && other !== moduleClass)) {
    throw new Error(`AMP stylesheet: two parts share the class name ${name}`);
  }
  AMP_PART_CLASS_NAMES.set(moduleClass, name);
  return `.${name}`;
}

const part = (styles: CssModule) => (key: string) => partClass(styles, key);
const p = part(partStyles);
const b = part(bodyStyles);
const crumbs = part(breadcrumbStyles)('breadcrumb');
const toc = part(tocStyles)('toc');
const share = part(shareStyles);
const pager = part(pagerStyles);
const badge = part(badgeStyles)('badge');
const phrased = part(phrasedStyles)('phrased');
const live = part(liveStyles);

const STYLESHEET = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;background:${t['color-background']};color:${t['color-text']};font-family:${FONT_STACK};font-size:16px;line-height:1.7;overflow-wrap:anywhere}
a{color:${t['color-link']}}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.${c.siteHeader}{background:${t['color-brand-strong']};padding:${t['space-2']} ${t['space-4']}}
.${c.brand}{color:#fff;font-size:20px;font-weight:700;text-decoration:none}
.${c.main}{max-width:${COLUMN_MAX_WIDTH};margin:0 auto;padding:${t['space-3']} 0}
${crumbs} ol{display:flex;flex-wrap:wrap;list-style:none;margin:0 0 ${t['space-3']};padding:0 ${t['space-4']};font-size:12px;color:${t['color-text-muted']}}
${crumbs} li+li::before{content:'›';margin:0 ${t['space-2']}}
${crumbs} a{color:${t['color-text-muted']};text-decoration:none}
.${c.article}{background:${t['color-surface']};padding:${t['space-4']}}
${p('header')}{margin:0 0 ${t['space-6']}}
${p('categories')}{display:flex;flex-wrap:wrap;gap:${t['space-2']};list-style:none;margin:0 0 ${t['space-2']};padding:0;font-size:12px}
${p('chip')}{display:inline-block;padding:0 ${t['space-2']};border:1px solid ${t['color-brand']};color:${t['color-brand-strong']};font-weight:700;text-decoration:none}
${p('chip')}[data-main]{background:${t['color-brand-strong']};border-color:${t['color-brand-strong']};color:#fff}
${p('title')}{font-size:22px;line-height:1.5;margin:0 0 ${t['space-2']}}
${p('meta')}{display:flex;flex-wrap:wrap;align-items:center;gap:${t['space-2']} ${t['space-4']};font-size:13px;color:${t['color-text-muted']}}
${p('meta')} p{margin:0}
${p('authors')}{display:flex;flex-wrap:wrap;gap:${t['space-2']} ${t['space-3']}}
${p('author')}{display:inline-flex;align-items:center;gap:${t['space-2']};color:${t['color-text']};font-weight:700;text-decoration:none}
${p('avatar')}{flex:none;width:28px;border-radius:50%;overflow:hidden}
${p('dates')}{font-variant-numeric:tabular-nums}
${p('kicker')}{margin:0 0 ${t['space-2']}}
${p('readingTime')}{display:inline-flex;align-items:center;gap:${t['space-1']}}
${badge}{display:inline-flex;align-items:center;gap:2px;margin-right:${t['space-2']};padding:0 ${t['space-1']};background:#111418;color:#fff;font-size:12px;font-weight:800;line-height:1.6}
${phrased}{word-break:keep-all;overflow-wrap:anywhere}
${share('bar')}{margin:${t['space-3']} 0}
${share('row')}{display:flex;flex-wrap:wrap;gap:${t['space-2']}}
${share('share')}{display:flex;flex-wrap:wrap;gap:${t['space-2']};list-style:none;margin:0;padding:0}
${share('button')}{display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;border:1px solid ${t['color-border']};border-radius:50%;color:${t['color-text']}}
${p('r18')}{border:2px solid ${t['color-brand']};padding:${t['space-3']};font-weight:700}
${p('hero')}{margin:0 0 ${t['space-6']}}
${p('heroImage')}{background:${t['color-background']}}
${toc}{border:1px solid ${t['color-border']};padding:${t['space-3']} ${t['space-4']};margin:0 0 ${t['space-6']}}
${toc} h2{font-size:16px;margin:0 0 ${t['space-2']}}
${toc} ol{margin:0;padding-left:1.4em;font-size:14px}
${b('body')}{line-height:1.9}
${b('body')} p{margin:0 0 ${t['space-4']}}
${b('head')}{font-size:20px;border-left:6px solid ${t['color-brand']};padding-left:${t['space-3']};margin:${t['space-8']} 0 ${t['space-4']}}
${b('note')}{font-size:14px;color:${t['color-text-muted']};background:${t['color-background']};padding:${t['space-3']};margin:0 0 ${t['space-4']}}
${b('list')}{margin:0 0 ${t['space-4']};padding-left:1.4em}
${b('shopButton')}{text-align:center}
${b('shopButton')} a{display:inline-block;min-width:60%;padding:${t['space-3']} ${t['space-6']};border-radius:6px;background:#f0a500;color:#222;font-weight:700;text-decoration:none}
${b('newsCard')}{border:1px solid ${t['color-border']};border-left:4px solid ${t['color-brand']};padding:${t['space-3']};margin:0 0 ${t['space-4']}}
${b('newsLabel')}{display:block;font-size:12px;color:${t['color-brand-strong']};font-weight:700}
${b('figure')}{margin:0 0 ${t['space-4']}}
${b('figure')} figcaption{font-size:13px;color:${t['color-text-muted']}}
${b('video')}{margin:0 0 ${t['space-4']}}
${b('post')},${b('quote')}{margin:0 0 ${t['space-4']};padding:${t['space-3']} ${t['space-4']};border-left:4px solid ${t['color-border']}}
${b('tableWrap')}{overflow-x:auto;margin:0 0 ${t['space-4']}}
${b('tableWrap')} table{border-collapse:collapse;min-width:100%}
${b('tableWrap')} th,${b('tableWrap')} td{border:1px solid ${t['color-border']};padding:${t['space-2']};text-align:left}
${b('tableWrap')} th{background:${t['color-background']};white-space:nowrap}
${b('gameName')}{font-weight:600}
${b('body')} [data-spoiler]{display:block;margin:0 0 ${t['space-4']};border:1px solid ${t['color-border']};border-radius:8px;overflow:hidden;background:${t['color-background']}}
${b('body')} [data-spoiler] header{display:flex;align-items:center;gap:${t['space-2']};min-height:48px;padding:${t['space-2']} ${t['space-4']};border:0;background:none;font-size:15px;font-weight:700;line-height:1.35}
${b('body')} [data-spoiler-label]{flex:1 1 auto}
${b('body')} [data-spoiler-badge]{flex:none;padding:0 ${t['space-2']};border-radius:4px;background:${t['color-brand-strong']};color:#fff;font-size:12px}
${b('body')} [data-spoiler-hint]{flex:none;margin-left:auto;font-size:12px;font-weight:400;color:${t['color-text-muted']}}
${b('body')} [data-spoiler-content]{padding:${t['space-4']};border-top:1px dashed ${t['color-border']};background:${t['color-surface']}}
${b('body')} [data-spoiler-content]>:last-child{margin-bottom:0}
${b('body')} [data-spoiler-hint=click]{display:none}
@media (hover:hover) and (pointer:fine){${b('body')} [data-spoiler-hint=tap]{display:none}${b('body')} [data-spoiler-hint=click]{display:inline}}
${b('body')} section[expanded] [data-spoiler-hint]{display:none}
${pager('pager')}{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:${t['space-2']};margin:${t['space-6']} 0}
${pager('pager')} ol{display:flex;flex-wrap:wrap;gap:${t['space-1']};list-style:none;margin:0;padding:0}
${pager('pager')} a,${pager('pager')} span{display:inline-block;min-width:2.4em;padding:${t['space-1']} ${t['space-2']};text-align:center;border:1px solid ${t['color-border']};text-decoration:none}
${pager('pager')} span[aria-current]{background:${t['color-brand-strong']};border-color:${t['color-brand-strong']};color:#fff}
${pager('step')}{font-weight:700}
${pager('gap')}{padding:${t['space-1']}}
${p('copyright')}{white-space:pre-line;font-size:12px;color:${t['color-text-muted']};margin-top:${t['space-6']}}
${p('section')}{margin-top:${t['space-8']}}
${p('section')} h2{font-size:18px;border-bottom:2px solid ${t['color-brand']};margin:0 0 ${t['space-3']}}
${p('related')}{list-style:none;margin:0;padding:0}
${p('related')} li{border-bottom:1px solid ${t['color-border']}}
${p('relatedCard')}{display:flex;align-items:flex-start;gap:${t['space-3']};padding:${t['space-2']} 0;text-decoration:none}
${p('relatedImage')}{flex:none;width:112px}
${p('cardTitle')}{display:block;font-weight:700}
${live('live')}{margin:${t['space-8']} 0 ${t['space-6']}}
${live('live')}>h2{font-size:18px;border-left:4px solid ${t['color-brand']};padding-left:${t['space-2']};margin:0 0 ${t['space-3']}}
${live('live')}>nav{border:1px solid ${t['color-border']};padding:${t['space-3']} ${t['space-4']};margin:0 0 ${t['space-4']}}
${live('live')}>nav ol{list-style:none;margin:0;padding:0}
${live('live')}>nav a{display:flex;gap:${t['space-3']};padding:${t['space-1']} 0;color:${t['color-text']};text-decoration:none}
${live('live')}>nav time{flex:none;color:${t['color-brand-strong']};font-weight:700}
${live('live')}>nav>h3{font-size:14px;margin:0 0 ${t['space-1']}}
${live('live')}>nav details{border-top:1px solid ${t['color-border']}}
${live('live')}>nav summary{padding:${t['space-2']} 0 0;color:${t['color-link']};font-size:14px;font-weight:700}
${live('live')} [data-updates]{margin:0;padding:0;list-style:none}
${live('live')} button[update]{padding:${t['space-2']} ${t['space-4']};border:0;border-radius:999px;background:${t['color-brand-strong']};color:#fff;font:inherit;font-weight:700}
${live('ended')}{background:${t['color-background']};padding:${t['space-3']} ${t['space-4']};margin:0 0 ${t['space-3']}}
${live('ended')} p{margin:0;font-weight:700}
${live('update')}{padding:0 0 ${t['space-6']} ${t['space-4']};border-left:2px solid ${t['color-border']}}
${live('update')}[data-pinned]{border-left-color:${t['color-brand']};background:#fde8eb;padding-top:${t['space-3']};margin-bottom:${t['space-4']}}
${live('update')} article>p:first-child{display:flex;align-items:center;gap:${t['space-2']};margin:0}
${live('update')} article>p:first-child>a{color:${t['color-brand-strong']};font-weight:800;text-decoration:none}
${live('update')} [data-flag]{padding:0 ${t['space-1']};background:${t['color-background']};font-size:11px;font-weight:700}
${live('update')} h3{font-size:18px;line-height:1.4;margin:${t['space-1']} 0 0}
${live('update')} [data-actions]{display:flex;flex-wrap:wrap;gap:${t['space-2']};margin:${t['space-2']} 0 0;font-size:12px}
.${c.canonicalLink}{text-align:center;margin:${t['space-6']} 0 0;font-size:14px}
.${c.ad}{margin:${t['space-4']} auto;text-align:center}
.${c.adLabel}{display:block;font-size:11px;color:${t['color-text-muted']}}
.${c.siteFooter}{background:${t['color-text']};color:#fff;padding:${t['space-4']};font-size:13px;text-align:center}
.${c.siteFooter} ul{display:flex;flex-wrap:wrap;justify-content:center;gap:${t['space-2']} ${t['space-4']};list-style:none;margin:0 0 ${t['space-3']};padding:0}
.${c.siteFooter} a{color:#fff}
@media (min-width:${t['breakpoint-pc']}){
.${c.main}{padding:${t['space-6']} ${t['space-4']}}
.${c.article}{padding:${t['space-6']} ${t['space-8']}}
${p('title')}{font-size:28px}
}
`;

/** The stylesheet with line breaks and indentation removed. */
export const AMP_CSS = STYLESHEET.replace(/\n+/g, '').trim();

/** Bytes of CSS as AMP counts them (UTF-8). */
export function cssByteLength(css: string): number {
  return new TextEncoder().encode(css).length;
}
