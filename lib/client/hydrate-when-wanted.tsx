import Router from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { Activity, memo, use, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ComponentType, type Context, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterDocumentLoad, deferredModule, requestModule, useDeferredModule } from './deferred-module';
import { earlyInput } from './composition-tracker';
import { useOptionalRouter } from './use-optional-router';

/** What counts as the reader reaching for the page: its later parts start hydrating before the click. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
const IDLE_TIMEOUT_MS = 2000;
/** How long a click waits for its part to hydrate before it goes to the browser as it is. */
export const HOLD_MS = 5000;
/** What a click may land on that the part's code would handle (a <summary> opens by itself at once). */
export const CLICKABLE = 'a[href], button, input[type="submit"]';

/** The wrapper's class (styles/globals.scss): `display: contents`, so the part lays out as if unwrapped. */
const HYDRATE_LATER_CLASS = 'hydrate-later';

const wanting = new Set<() => void>();
let wanted = false;
let listening = false;

/** The page wants its later parts' code now: each part waiting for that starts loading it. */
function want(): void {
  if (wanted) return;
  wanted = true;
  for (const type of INTENT_EVENTS) document.removeEventListener(type, want, true);
  Router.events.off('routeChangeStart', want);
  for (const waiting of [...wanting]) waiting();
  wanting.clear();
}

/**
 * Calls `callback` once the page wants its later parts' code: the reader's first pointer, touch,
 * focus or key; a client navigation starting (the next page renders them in the browser); the ads
 * about to start (whenPartsLive); or the browser idle after the document's load. Never before
 * hydration: never first-load code.
 */
function whenWanted(callback: () => void): void {
  if (wanted) return callback();
  wanting.add(callback);
  if (listening) return;
  listening = true;
  for (const type of INTENT_EVENTS) document.addEventListener(type, want, { capture: true, passive: true });
  Router.events.on('routeChangeStart', want);
  afterDocumentLoad(() => (window.requestIdleCallback ? window.requestIdleCallback(want, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(want, 1)));
}

/** Parts on the page that are not live yet (hydrating, or mounted and awaiting their code). */
const pendingParts = new Set<object>();
const partsLiveWaiters = new Set<() => void>();

function partSettled(token: object): void {
  if (!pendingParts.delete(token) || pendingParts.size > 0) return;
  for (const waiter of [...partsLiveWaiters]) waiter();
}

/**
 * Calls `callback` once every later part of the page is live, asking for their code now. The ads
 * wait for it: GPT writes into slot elements, and a part hydrating after that would find elements
 * its server HTML did not have. Checked after the current commit's effects, so parts mounted by the
 * same client navigation count. Returns a function that cancels the wait.
 */
export function whenPartsLive(callback: () => void): () => void {
  let cancelled = false;
  const check = () => {
    if (cancelled) return;
    if (pendingParts.size > 0) return void partsLiveWaiters.add(check);
    partsLiveWaiters.delete(check);
    callback();
  };
  want();
  const timer = window.setTimeout(check, 0);
  return () => {
    cancelled = true;
    window.clearTimeout(timer);
    partsLiveWaiters.delete(check);
  };
}

/** Runs `onCommit` once the root it is in has committed: a hydrating root, once it has hydrated. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/** The wrapper's attribute, naming its part. */
export const PART_ATTRIBUTE = 'data-hydrate-later';

/** Parts, by name, that have hydrated or rendered in the browser: clicks inside them go through. */
const liveParts = new Set<string>();

/** The name of the innermost part `element` is in that is not live yet, else null. */
function pendingPartOf(element: Element | null | undefined): string | null {
  const part = element?.closest(`[${PART_ATTRIBUTE}]`)?.getAttribute(PART_ATTRIBUTE);
  return part && !liveParts.has(part) ? part : null;
}
let heldClick: { target: HTMLElement; part: string } | null = null;
let heldTimer = 0;
let replaying = false;

/**
 * Holds a plain click on a link, button or submit inside a part that has not hydrated yet, and
 * clicks it again once the part has: its code then handles it (the menu button opens the menu, a
 * link opens with the router). Listening from the moment the first-load script runs, before the page
 * itself has hydrated (it does so in slices, decision 029), so no early tap slips through. Modified
 * clicks (a new tab) are left alone; after HOLD_MS the browser handles the click as it would.
 */
function holdEarlyClick(event: MouseEvent): void {
  if (replaying || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const target = (event.target as Element).closest?.<HTMLElement>(CLICKABLE);
  const part = pendingPartOf(target);
  if (!target || !part) return;
  event.preventDefault();
  event.stopPropagation();
  heldClick = { target, part };
  window.clearTimeout(heldTimer);
  heldTimer = window.setTimeout(releaseHeldClick, HOLD_MS);
}

function releaseHeldClick(): void {
  window.clearTimeout(heldTimer);
  const held = heldClick;
  heldClick = null;
  if (!held?.target.isConnected) return;
  replaying = true;
  try {
    held.target.click();
  } finally {
    replaying = false;
  }
}

/** Between a client navigation's start and its end or failure: the part of the next page may suspend it. */
let navigating = false;
if (typeof window !== 'undefined') {
  Router.events.on('routeChangeStart', () => (navigating = true));
  for (const end of ['routeChangeComplete', 'routeChangeError'] as const) Router.events.on(end, () => (navigating = false));
}

let heldEscape: { target: Element; part: string } | null = null;

/**
 * Notes an Escape pressed inside a part that has not hydrated yet (a menu opened by its <summary>
 * before the code came): the part's code closes what is open once it has hydrated.
 */
function noteEarlyEscape(event: KeyboardEvent): void {
  if (replaying || event.key !== 'Escape' || !(event.target instanceof Element)) return;
  const part = pendingPartOf(event.target);
  if (part) heldEscape = { target: event.target, part };
}

/**
 * The part `name` handles its own clicks and keys from now on; a click or Escape held for it happens
 * again, and `token` (its instance) no longer holds back whenPartsLive.
 */
function partIsLive(name: string, token: object): void {
  liveParts.add(name);
  if (heldClick?.part === name) releaseHeldClick();
  const escape = heldEscape;
  if (escape?.part === name) {
    heldEscape = null;
    if (escape.target.isConnected) escape.target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true, cancelable: true }));
  }
  partSettled(token);
}

/** The loader's held click and noted Escape (lib/next-adapters/scripts-after-paint.js), taken over with what is left of the hold. */
function takeOverLoaderHold(): void {
  const early = earlyInput();
  if (!early || early.taken) return;
  early.taken = true;
  const escapePart = pendingPartOf(early.escape);
  if (early.escape?.isConnected && escapePart) heldEscape = { target: early.escape, part: escapePart };
  const part = pendingPartOf(early.target);
  if (!early.target?.isConnected || !part) return;
  heldClick = { target: early.target, part };
  heldTimer = window.setTimeout(releaseHeldClick, Math.max(0, HOLD_MS - (Date.now() - early.at)));
}

if (typeof document !== 'undefined') {
  document.addEventListener('click', holdEarlyClick, true);
  document.addEventListener('keydown', noteEarlyEscape, true);
  takeOverLoaderHold();
}

const noSubscription = () => () => undefined;
/** True in the server render and in the render that hydrates the server's HTML; false in a browser mount. */
const useHydrating = () => useSyncExternalStore(noSubscription, () => false, () => true);

/**
 * A part of every page whose code is not first-load JavaScript (issue 18, decision 033). The server
 * renders it in place, in a `display: contents` wrapper. The browser hydrates the wrapper with the
 * HTML it already holds, untouched, and hydrates the part itself, as a root of its own, once the
 * page wants its code. A part mounted in the browser after that renders at once; one mounted before
 * its code came suspends the client navigation that mounted it (the reader keeps the page they
 * left), or, mounted otherwise, renders when its code has come.
 *
 * The part reads no context but the router's and `contexts` (given to its root again); `onServer` is the component
 * on the server only (`typeof window === 'undefined' ? require(…) : null`, a branch the browser
 * build drops).
 */
export function hydrateWhenWanted<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  onServer: ComponentType<P> | null,
  /** The page's contexts the part reads besides the router's (the request clock of NEW badges), given to its root again. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- contexts of any value, passed through unread
  contexts: readonly Context<any>[] = [],
): ComponentType<P> {
  const code = deferredModule(() => load().then((Component) => ({ Component })));
  // Evaluated during a client navigation (its route's chunk has just come): ask now, not on mount.
  if (typeof window !== 'undefined' && wanted) requestModule(code);
  let arrival: Promise<void> | null = null;
  /**
   * Settles when the code has come. Next renders a client navigation in a transition, so a part
   * mounted by one before its code came suspends it: the reader sees the page they left until the
   * next one is whole. Code that fails to come loads the address from the server, as Next does for
   * a route's. One promise per part, already settled (as React marks one) when the code is in.
   */
  const codeArrival = () =>
    (arrival ??= code.loaded()
      ? Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined })
      : code.load().then(
          () => undefined,
          () => window.location.reload(),
        ));

  function HydratedWhenWanted(props: P) {
    const router = useOptionalRouter();
    const contextValues = contexts.map((context) => use(context));
    const hydrating = useHydrating();
    const Loaded = useDeferredModule(code)?.Component;
    const [kept] = useState(() => (hydrating && typeof document !== 'undefined' ? keptHtml(name) : null));
    const element = useRef<HTMLDivElement>(null);
    const root = useRef<Root | null>(null);
    const first = useRef({ props, router });
    const [token] = useState(() => ({}));
    const hydrated = useCallback(() => {
      partIsLive(name, token);
      // A reader already in the part (a search box focused before its code came) meets its code now,
      // as if focus had just come (React listens for focusin).
      const container = element.current;
      const active = document.activeElement;
      if (active && container?.contains(active)) active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      // And a pointer already over it, as if it had just come (React derives pointerenter from pointerover).
      const hovered = container ? [...container.querySelectorAll(':hover')].at(-1) : undefined;
      hovered?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    }, [token]);

    useEffect(() => {
      // Pending until live (whenPartsLive waits for it): hydrating, or mounted before its code came.
      if (kept !== null || !code.loaded()) pendingParts.add(token);
      if (kept !== null) whenWanted(() => requestModule(code));
      return () => partSettled(token);
    }, [kept, token]);
    useEffect(() => {
      if (kept !== null) return;
      // Mounted in the browser: live once its code is there, asked for now if it is not.
      if (!Loaded) return requestModule(code);
      partIsLive(name, token);
    }, [kept, Loaded, token]);

    const part = (Component: ComponentType<P>, partProps: P): ReactElement =>
      contexts.reduceRight<ReactElement>(
        (children, context, index) => <context.Provider value={contextValues[index]}>{children}</context.Provider>,
        <RouterContext.Provider value={router}>
          {/* Hydrated in slices that yield to input, as the page is (decision 029); live once all of it has. */}
          <Activity mode="visible">
            <Component {...partProps} />
            <Committed onCommit={hydrated} />
          </Activity>
        </RouterContext.Provider>,
      );

    useEffect(() => {
      const container = element.current;
      if (kept === null || !Loaded || !container) return;
      if (!root.current) {
        // The HTML is the first render's: hydrate onto it when nothing has changed since; else render anew.
        const unchanged = first.current.props === props && first.current.router?.asPath === router?.asPath;
        root.current = unchanged ? hydrateRoot(container, part(Loaded, props)) : createRoot(container);
        if (unchanged) return;
      }
      root.current.render(part(Loaded, props));
    });
    useEffect(
      () => () => {
        const mounted = root.current;
        root.current = null;
        // Not inside the parent's commit: React does not unmount a root while it is rendering.
        if (mounted) setTimeout(() => mounted.unmount(), 0);
      },
      [],
    );

    // After every hook, and in every render of a mount during a navigation, its code in or not: React
    // replays a suspended component, and a replay that skipped this `use` would miscount the hooks.
    if (kept === null && navigating && typeof document !== 'undefined') use(codeArrival());
    if (onServer) {
      const Server = onServer;
      return (
        <div className={HYDRATE_LATER_CLASS} {...{ [PART_ATTRIBUTE]: name }}>
          {/* The boundary the browser's root hydrates in slices (see `part`). */}
          <Activity mode="visible">
            <Server {...props} />
          </Activity>
        </div>
      );
    }
    if (kept !== null) {
      return <div ref={element} className={HYDRATE_LATER_CLASS} {...{ [PART_ATTRIBUTE]: name }} dangerouslySetInnerHTML={{ __html: kept }} />;
    }
    return Loaded ? (
      <div className={HYDRATE_LATER_CLASS} {...{ [PART_ATTRIBUTE]: name }}>
        <Loaded {...props} />
      </div>
    ) : null;
  }
  return memo(HydratedWhenWanted);
}

/** The server's HTML of the part, as the document holds it. */
function keptHtml(name: string): string {
  return document.querySelector(`[${PART_ATTRIBUTE}="${name}"]`)?.innerHTML ?? '';
}
