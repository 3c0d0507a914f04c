import { SLOT_ANSWER_TIMEOUT_MS } from '@/ads/empty-slot';
import type { SectionAdPlan } from '@/ads/page-plan';

/** Attribute of a provider's script element (its value: FLEXONE or YAHOO). */
export const PROVIDER_SCRIPT_ATTRIBUTE = 'data-ad-provider-script';

/** Told when a section slot is filled (the provider put content in it) or empty, and with null when its page view ends. */
export type SectionSlotReport = (elementId: string, state: 'filled' | 'empty' | null) => void;

/**
 * One page view of the section-based providers: each provider's script is added once, as an
 * external `<script src>` (no inline code, so a strict CSP can allow the provider by host), after
 * the previous page view's copy is removed, so a client navigation runs it again over the new
 * page's slots. A slot counts as filled when the provider puts an element into it; one still empty
 * SLOT_ANSWER_TIMEOUT_MS after its script was added, or when the script cannot load, is empty (an
 * ad arriving later still replaces what the empty-slot rule put there). Returns the function that
 * ends the page view: it stops watching and clears the slots, which React may keep for the next
 * page when it has a slot of the same id.
 */
export function startProviderScripts(doc: Document, plan: SectionAdPlan, report: SectionSlotReport): () => void {
  const stops = plan.scripts.map(({ provider, url }) => {
    const ids = plan.slots.filter((entry) => entry.provider.type === provider).map((entry) => entry.slot.id);
    const filled = new Set<string>();
    const fill = (id: string) => {
      if (!filled.has(id)) report(id, 'filled');
      filled.add(id);
    };
    let waiting = true;
    const endWaiting = () => {
      if (waiting) ids.filter((id) => !filled.has(id)).forEach((id) => report(id, 'empty'));
      waiting = false;
    };
    const elements = ids.flatMap((id) => doc.getElementById(id) ?? []);
    const observers = elements.map((element) => {
      const observer = new MutationObserver(() => element.childElementCount > 0 && fill(element.id));
      observer.observe(element, { childList: true });
      return observer;
    });

    for (const previous of doc.querySelectorAll(`script[${PROVIDER_SCRIPT_ATTRIBUTE}="${provider}"]`)) previous.remove();
    const script = doc.createElement('script');
    script.async = true;
    script.src = url;
    script.setAttribute(PROVIDER_SCRIPT_ATTRIBUTE, provider);
    script.addEventListener('error', endWaiting, { once: true });
    doc.head.appendChild(script);
    const timer = setTimeout(endWaiting, SLOT_ANSWER_TIMEOUT_MS);

    return () => {
      clearTimeout(timer);
      script.removeEventListener('error', endWaiting);
      for (const observer of observers) observer.disconnect();
      for (const element of elements) element.replaceChildren();
      for (const id of ids) report(id, null);
    };
  });
  return () => stops.forEach((stop) => stop());
}
