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

/**
 * Class names of the AMP-only frame (site header, ad slots, footer). The article's parts
 * (components/article, components/list) are styled below by the AMP names of their CSS-module keys
 * (components/amp/amp-leaves.tsx: `tableWrap` → `.table-wrap`); a test checks every class the
 * document uses has a rule here.
 */
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

const STYLESHEET = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;background:${t['color-background']};color:${t['color-text']};font-family:${FONT_STACK};font-size:16px;line-height:1.7;overflow-wrap:anywhere}
a{color:${t['color-link']}}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.${c.siteHeader}{background:${t['color-brand-strong']};padding:${t['space-2']} ${t['space-4']}}
.${c.brand}{color:#fff;font-size:20px;font-weight:700;text-decoration:none}
.${c.main}{max-width:${COLUMN_MAX_WIDTH};margin:0 auto;padding:${t['space-3']} 0}
.breadcrumb ol{display:flex;flex-wrap:wrap;list-style:none;margin:0 0 ${t['space-3']};padding:0 ${t['space-4']};font-size:12px;color:${t['color-text-muted']}}
.breadcrumb li+li::before{content:'›';margin:0 ${t['space-2']}}
.breadcrumb a{color:${t['color-text-muted']};text-decoration:none}
.${c.article}{background:${t['color-surface']};padding:${t['space-4']}}
.header{margin:0 0 ${t['space-6']}}
.categories{display:flex;flex-wrap:wrap;gap:${t['space-2']};list-style:none;margin:0 0 ${t['space-2']};padding:0;font-size:12px}
.chip{display:inline-block;padding:0 ${t['space-2']};border:1px solid ${t['color-brand']};color:${t['color-brand-strong']};font-weight:700;text-decoration:none}
.chip[data-main]{background:${t['color-brand-strong']};border-color:${t['color-brand-strong']};color:#fff}
.title{font-size:22px;line-height:1.5;margin:0 0 ${t['space-2']}}
.meta{display:flex;flex-wrap:wrap;align-items:center;gap:${t['space-2']} ${t['space-4']};font-size:13px;color:${t['color-text-muted']}}
.meta p{margin:0}
.authors{display:flex;flex-wrap:wrap;gap:${t['space-2']} ${t['space-3']}}
.author{display:inline-flex;align-items:center;gap:${t['space-2']};color:${t['color-text']};font-weight:700;text-decoration:none}
.avatar{flex:none;width:28px;border-radius:50%;overflow:hidden}
.dates{font-variant-numeric:tabular-nums}
.share{display:flex;flex-wrap:wrap;gap:${t['space-2']};list-style:none;margin:${t['space-3']} 0;padding:0}
.button{display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;border:1px solid ${t['color-border']};border-radius:50%;color:${t['color-text']}}
.r18{border:2px solid ${t['color-brand']};padding:${t['space-3']};font-weight:700}
.hero{margin:0 0 ${t['space-6']}}
.hero-image{background:${t['color-background']}}
.toc{border:1px solid ${t['color-border']};padding:${t['space-3']} ${t['space-4']};margin:0 0 ${t['space-6']}}
.toc h2{font-size:16px;margin:0 0 ${t['space-2']}}
.toc ol{margin:0;padding-left:1.4em;font-size:14px}
.body{line-height:1.9}
.body p{margin:0 0 ${t['space-4']}}
.head{font-size:20px;border-left:6px solid ${t['color-brand']};padding-left:${t['space-3']};margin:${t['space-8']} 0 ${t['space-4']}}
.note{font-size:14px;color:${t['color-text-muted']};background:${t['color-background']};padding:${t['space-3']};margin:0 0 ${t['space-4']}}
.list{margin:0 0 ${t['space-4']};padding-left:1.4em}
.shop-button{text-align:center}
.shop-button a{display:inline-block;min-width:60%;padding:${t['space-3']} ${t['space-6']};border-radius:6px;background:#f0a500;color:#222;font-weight:700;text-decoration:none}
.news-card{border:1px solid ${t['color-border']};border-left:4px solid ${t['color-brand']};padding:${t['space-3']};margin:0 0 ${t['space-4']}}
.news-label{display:block;font-size:12px;color:${t['color-brand-strong']};font-weight:700}
.figure{margin:0 0 ${t['space-4']}}
.figure figcaption{font-size:13px;color:${t['color-text-muted']}}
.video{margin:0 0 ${t['space-4']}}
.post,.quote{margin:0 0 ${t['space-4']};padding:${t['space-3']} ${t['space-4']};border-left:4px solid ${t['color-border']}}
.table-wrap{overflow-x:auto;margin:0 0 ${t['space-4']}}
.table-wrap table{border-collapse:collapse;min-width:100%}
.table-wrap th,.table-wrap td{border:1px solid ${t['color-border']};padding:${t['space-2']};text-align:left}
.table-wrap th{background:${t['color-background']};white-space:nowrap}
.game-name{font-weight:600}
.pager{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:${t['space-2']};margin:${t['space-6']} 0}
.pager ol{display:flex;flex-wrap:wrap;gap:${t['space-1']};list-style:none;margin:0;padding:0}
.pager a,.pager span{display:inline-block;min-width:2.4em;padding:${t['space-1']} ${t['space-2']};text-align:center;border:1px solid ${t['color-border']};text-decoration:none}
.pager span[aria-current]{background:${t['color-brand-strong']};border-color:${t['color-brand-strong']};color:#fff}
.step{font-weight:700}
.gap{padding:${t['space-1']}}
.copyright{white-space:pre-line;font-size:12px;color:${t['color-text-muted']};margin-top:${t['space-6']}}
.section{margin-top:${t['space-8']}}
.section h2{font-size:18px;border-bottom:2px solid ${t['color-brand']};margin:0 0 ${t['space-3']}}
.related{list-style:none;margin:0;padding:0}
.related li{border-bottom:1px solid ${t['color-border']}}
.related-card{display:block;padding:${t['space-2']} 0;text-decoration:none}
.card-title{display:block;font-weight:700}
.card-meta{display:block;font-size:12px;color:${t['color-text-muted']}}
.${c.canonicalLink}{text-align:center;margin:${t['space-6']} 0 0;font-size:14px}
.${c.ad}{margin:${t['space-4']} auto;text-align:center}
.${c.adLabel}{display:block;font-size:11px;color:${t['color-text-muted']}}
.${c.siteFooter}{background:${t['color-text']};color:#fff;padding:${t['space-4']};font-size:13px;text-align:center}
.${c.siteFooter} ul{display:flex;flex-wrap:wrap;justify-content:center;gap:${t['space-2']} ${t['space-4']};list-style:none;margin:0 0 ${t['space-3']};padding:0}
.${c.siteFooter} a{color:#fff}
@media (min-width:${t['breakpoint-pc']}){
.${c.main}{padding:${t['space-6']} ${t['space-4']}}
.${c.article}{padding:${t['space-6']} ${t['space-8']}}
.title{font-size:28px}
}
`;

/** The stylesheet with line breaks and indentation removed. */
export const AMP_CSS = STYLESHEET.replace(/\n+/g, '').trim();

/** Bytes of CSS as AMP counts them (UTF-8). */
export function cssByteLength(css: string): number {
  return new TextEncoder().encode(css).length;
}
