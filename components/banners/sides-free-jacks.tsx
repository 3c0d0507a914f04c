import { useDirectSoldSidesShown } from '@/components/ads/out-of-flow-ads';
import { SideJacks, type SideJacksProps } from './side-jack-banners';

/** Direct-sold side jacks, while the ad server's background jacks leave the sides free (one takeover, never two: ads/side-takeover.ts). */
export function SidesFreeJacks(props: SideJacksProps) {
  return useDirectSoldSidesShown() ? <SideJacks {...props} /> : null;
}
