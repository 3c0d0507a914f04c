import { createContext, useContext, type ReactNode } from 'react';
import type { AdExtras } from '@/lib/page-config/page-ads';

const AdExtrasContext = createContext<AdExtras | null>(null);

/** The page view's section slots and background variant, set once in _app beside the ad plan. */
export function AdExtrasProvider({ extras, children }: { extras: AdExtras | null; children: ReactNode }) {
  return <AdExtrasContext.Provider value={extras}>{children}</AdExtrasContext.Provider>;
}

export function useAdExtrasContext(): AdExtras | null {
  return useContext(AdExtrasContext);
}
