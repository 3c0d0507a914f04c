import { createContext, useContext, type ReactNode } from 'react';
import type { GptPagePlan } from '@/ads/types';

const AdPlanContext = createContext<GptPagePlan | null>(null);

/** The page view's ad plan, set once in _app so every layout region can place its slots. */
export function AdPlanProvider({ plan, children }: { plan: GptPagePlan | null; children: ReactNode }) {
  return <AdPlanContext.Provider value={plan}>{children}</AdPlanContext.Provider>;
}

export function useAdPlan(): GptPagePlan | null {
  return useContext(AdPlanContext);
}
