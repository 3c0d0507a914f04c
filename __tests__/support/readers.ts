import type { AdDevice } from '@/ads/types';

/** A desktop and a phone reader's user agents (spec §5 mobile test: an iPhone is SP, Windows Chrome PC). */
export const READER_USER_AGENTS: Readonly<Record<AdDevice, string>> = {
  PC: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  SP: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
};
