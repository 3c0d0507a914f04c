// @ts-check
// Next's page scripts start after the first paint (docs/decisions/035-scripts-after-first-paint.md).
// CommonJS, like lib/security/csp.js: the post-build step hashes the loader's text into the policy
// (lib/security/bootstrap-hashes.js) and _document writes it, so both read it from here.

/** The id of the JSON list of the page's script URLs, in Next's order, that the loader starts. */
const SCRIPT_LIST_ID = '__NEXT_SCRIPTS__';

/** How long the loader waits for the first content images before it starts the scripts anyway. */
const FIRST_IMAGE_WAIT_MS = 2500;

/** At the latest, this long after the document is parsed, the scripts start whatever has painted. */
const SCRIPTS_AT_THE_LATEST_MS = 5000;

/**
 * What the reader did before any script ran, which the page's code takes over when it runs:
 * `{ target, at, taken }`, a click held, and `escape`, where Escape was pressed inside a part that
 * hydrates later (lib/client/hydrate-when-wanted.tsx), and `composingIn`, the element an input
 * method is composing in (lib/client/composition-tracker.ts).
 */
const EARLY_INPUT_GLOBAL = '__playnoteEarlyInput';

/**
 * The hold of lib/client/hydrate-when-wanted.tsx, from before its code is in: the same clickables
 * inside a later part, the same 5 s after which the browser gets the click as it is. A jest test
 * holds the two to the same values.
 */
const EARLY_CLICK = { clickable: 'a[href], button, input[type="submit"]', partAttribute: 'data-hydrate-later', holdMs: 5000 };

/**
 * Where lib/client/scroll-restoration.ts keeps a page's scroll position (prefix + path and query),
 * which the loader writes too when the page is left: a reader who scrolls and leaves before the
 * page's code has run finds the place again on Back. A jest test holds the two equal.
 */
const SCROLL_POSITION_KEY_PREFIX = 'playnote:scroll:';

/**
 * The inline loader. Once the document is parsed, it waits for the page's first images (each img
 * with fetchpriority="high": the lead image and a jack banner above it, the LCP candidates) to load
 * and decode, at most FIRST_IMAGE_WAIT_MS (an image still loading then is not decoded: decode()
 * would wait for it), then for the first contentful paint to have been presented (its paint timing
 * entry) and two more frames, and only then adds Next's scripts in their order (async=false keeps
 * it): neither the first paint nor the lead image's waits on script download or evaluation. A
 * page that never paints (a tab opened in the background) starts them after
 * SCRIPTS_AT_THE_LATEST_MS.
 * Until the page's code takes it over, a plain click on a link or button of a part that hydrates
 * later is held, as the page's code itself holds one (a tap on the menu in the first moment opens
 * the menu once the code is in), and given back to the browser after the hold if no code came; and
 * an Escape pressed in such a part (a menu its <summary> opened) and the element an input method
 * is composing in are noted, so the part closes what is open once it is live and the search box
 * does not take the box from under a composition that began before the code. When the page is
 * left, it saves the scroll position as the page's code does (its own listener then saves the same).
 * ES5 and constant: one text, one hash in script-src for every page and build.
 */
const SCRIPTS_AFTER_PAINT_LOADER = `(function(){var d=document,w=window,started=false;
var early=w[${JSON.stringify(EARLY_INPUT_GLOBAL)}]={target:null,at:0,taken:false,composingIn:null,escape:null};
w.addEventListener("pagehide",function(){try{sessionStorage.setItem(${JSON.stringify(SCROLL_POSITION_KEY_PREFIX)}+location.pathname+location.search,String(Math.round(w.scrollY)))}catch(e){}});
d.addEventListener("compositionstart",function(e){early.composingIn=e.target},true);
d.addEventListener("compositionend",function(){early.composingIn=null},true);
d.addEventListener("keydown",function(e){var t=e.target;if(!early.taken&&e.key==="Escape"&&t&&t.closest&&t.closest(${JSON.stringify(`[${EARLY_CLICK.partAttribute}]`)}))early.escape=t},true);
d.addEventListener("click",function(e){var t=e.target;if(early.taken||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey||!t||!t.closest)return;
t=t.closest(${JSON.stringify(EARLY_CLICK.clickable)});if(!t||!t.closest(${JSON.stringify(`[${EARLY_CLICK.partAttribute}]`)}))return;
e.preventDefault();e.stopPropagation();early.target=t;early.at=Date.now();
setTimeout(function(){if(!early.taken&&early.target===t){early.taken=true;t.click()}},${EARLY_CLICK.holdMs})},true);
function start(){if(started)return;started=true;var list=d.getElementById(${JSON.stringify(SCRIPT_LIST_ID)});if(!list)return;
JSON.parse(list.textContent).forEach(function(src){var s=d.createElement("script");s.src=src;s.async=false;d.head.appendChild(s)})}
function frames(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0)})})}
function painted(){return performance.getEntriesByName("first-contentful-paint").length>0}
function afterPaint(){if(painted()||!w.PerformanceObserver)return frames();
var o=new PerformanceObserver(function(){if(painted()){o.disconnect();frames()}});try{o.observe({type:"paint",buffered:true})}catch(e){frames()}}
function afterFirstImages(){var imgs=[].slice.call(d.querySelectorAll('img[fetchpriority="high"]')),left=0,done=false;
setTimeout(start,${SCRIPTS_AT_THE_LATEST_MS});
function go(){if(done)return;done=true;clearTimeout(timer);
Promise.all(imgs.filter(function(img){return img.complete&&img.decode}).map(function(img){return img.decode().catch(function(){})})).then(afterPaint)}
function one(){if(--left<=0)go()}
var timer=setTimeout(go,${FIRST_IMAGE_WAIT_MS});
imgs.forEach(function(img){if(!img.complete){left++;img.addEventListener("load",one);img.addEventListener("error",one)}});if(!left)go()}
d.readyState==="loading"?d.addEventListener("DOMContentLoaded",afterFirstImages):afterFirstImages()})();`;

module.exports = { SCRIPT_LIST_ID, SCROLL_POSITION_KEY_PREFIX, FIRST_IMAGE_WAIT_MS, SCRIPTS_AT_THE_LATEST_MS, EARLY_INPUT_GLOBAL, EARLY_CLICK, SCRIPTS_AFTER_PAINT_LOADER };
