import { useEffect } from 'react';
import type { GptPagePlan } from '@/ads/types';
import { createGptController, type GptController, type SlotRenderState } from './controller';
import { ensureGoogletag, loadGptScript, type GoogletagQueue } from './googletag';

/** Attribute set on a slot's element once GPT has rendered it; the placeholder hides on 'filled'. */
export const SLOT_RENDER_STATE_ATTRIBUTE = 'data-ad-state';

const controllers = new WeakMap<GoogletagQueue, GptController>();

function browserController(googletag: GoogletagQueue): GptController {
  let controller = controllers.get(googletag);
  if (!controller) {
    controller = createGptController({
      googletag,
      scheduler: {
        setTimeout: (callback, ms) => window.setTimeout(callback, ms),
        clearTimeout: (handle) => window.clearTimeout(handle as number),
      },
      hasElement: (id) => document.getElementById(id) !== null,
      onSlotRenderState: (id: string, state: SlotRenderState) => {
        const element = document.getElementById(id);
        if (!element) return;
        if (state === null) element.removeAttribute(SLOT_RENDER_STATE_ATTRIBUTE);
        else element.setAttribute(SLOT_RENDER_STATE_ATTRIBUTE, state);
      },
    });
    controllers.set(googletag, controller);
  }
  return controller;
}

/** The route key for ads: the address without its #fragment (a jump within a page keeps its ads). */
export function gptRouteKey(asPath: string): string {
  return asPath.split('#')[0] ?? asPath;
}

/**
 * The GPT lifecycle of the current page, in one hook (STYLE.md): loads gpt.js once per session,
 * defines the plan's slots SLOT_START_DELAY_MS after the page is ready and destroys them when the
 * page is left (route change, unmount or a different plan). Keyed on the plan's content and the
 * route, so a client refresh that re-renders the same plan leaves the slots alone. A null plan
 * (no ads on this page) loads and defines nothing.
 */
export function useGptSlots(plan: GptPagePlan | null, routeKey: string): void {
  const planKey = plan === null ? null : JSON.stringify(plan);
  useEffect(() => {
    if (planKey === null) return undefined;
    const googletag = ensureGoogletag(window);
    loadGptScript(document);
    return browserController(googletag).startPage(JSON.parse(planKey) as GptPagePlan);
  }, [planKey, routeKey]);
}
