import { GPT_SCRIPT_URL } from './constants';

/** A size as GPT takes it: [width, height] or the fluid size. */
export type GptSize = [number, number] | 'fluid';

/** The part of a GPT slot the site uses. */
export interface GptSlot {
  addService(service: GptPubAdsService): GptSlot;
  setCollapseEmptyDiv(collapse: boolean): GptSlot;
  getSlotElementId(): string;
}

export interface GptSlotRenderEndedEvent {
  slot: GptSlot;
  isEmpty: boolean;
}

/** The part of googletag.pubads() the site uses. */
export interface GptPubAdsService {
  setTargeting(key: string, value: string | string[]): GptPubAdsService;
  clearTargeting(key?: string): GptPubAdsService;
  addEventListener(eventType: 'slotRenderEnded', listener: (event: GptSlotRenderEndedEvent) => void): GptPubAdsService;
}

/** The loaded googletag API (the part the site uses). */
export interface Googletag {
  cmd: GptCommandQueue;
  defineSlot(adUnitPath: string, size: GptSize[], divId: string): GptSlot | null;
  defineOutOfPageSlot(adUnitPath: string, format: number): GptSlot | null;
  pubads(): GptPubAdsService;
  enableServices(): void;
  display(divOrSlot: string | GptSlot): void;
  destroySlots(slots?: GptSlot[]): boolean;
  enums: { OutOfPageFormat: { INTERSTITIAL: number } };
}

/** `googletag.cmd`: an array before gpt.js loads, an object that runs each pushed command after. */
export interface GptCommandQueue {
  push(...commands: Array<() => void>): unknown;
}

/** `window.googletag` as the page sees it: maybe only the command queue, until gpt.js has loaded. */
export type GoogletagQueue = { cmd: GptCommandQueue } & Partial<Omit<Googletag, 'cmd'>>;

type WindowWithGoogletag = Window & { googletag?: GoogletagQueue };

/** `window.googletag = window.googletag || {cmd: []}`: commands can be queued before gpt.js loads. */
export function ensureGoogletag(win: Window): GoogletagQueue {
  const target = win as WindowWithGoogletag;
  target.googletag = target.googletag ?? { cmd: [] };
  target.googletag.cmd = target.googletag.cmd ?? [];
  return target.googletag;
}

/**
 * Adds the gpt.js script to the document unless it is already there: once per browser session,
 * however many client-side navigations follow. `onError` is told when that script cannot load
 * (an ad blocker, no network).
 */
export function loadGptScript(doc: Document, onError?: () => void): void {
  const present = Array.from(doc.scripts).some((script) => script.src === GPT_SCRIPT_URL);
  if (present) return;
  const script = doc.createElement('script');
  script.async = true;
  script.src = GPT_SCRIPT_URL;
  script.crossOrigin = 'anonymous';
  if (onError) script.addEventListener('error', onError, { once: true });
  doc.head.appendChild(script);
}
