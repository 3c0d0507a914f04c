import type { ResolverTable } from './types';

export const adResolvers: ResolverTable<
  | 'advertisingCampaign'
  | 'articlePageBanner'
  | 'ampAdspace'
  | 'carouselBanner'
  | 'pcAdSpace'
  | 'spAdSpace'
  | 'pickupJack'
  | 'specialFeatureBanner'
  | 'logoJack'
  | 'topPageBanner'
> = {
  advertisingCampaign: ({ device }, dataset) => {
    const code = device === 'PC' ? '1' : device === 'SP' ? '2' : null;
    const campaigns = dataset.ads.campaigns;
    return { data: code ? campaigns.filter((c) => c.displayDevices.includes(code)) : campaigns };
  },
  ampAdspace: ({ pageType }, dataset) => dataset.ads.amp.get(pageType)!,
  pcAdSpace: ({ pageType }, dataset) => dataset.ads.pc.get(pageType)!,
  spAdSpace: ({ pageType }, dataset) => dataset.ads.sp.get(pageType)!,
  articlePageBanner: (_params, dataset) => ({ data: dataset.ads.banners.articlePage }),
  carouselBanner: (_params, dataset) => ({ data: dataset.ads.banners.carousel }),
  pickupJack: (_params, dataset) => ({ data: dataset.ads.banners.pickupJack }),
  topPageBanner: (_params, dataset) => ({ data: dataset.ads.banners.topPage }),
  specialFeatureBanner: (_params, dataset) => dataset.ads.featureBanners,
  logoJack: (_params, dataset) => dataset.ads.logoJacks,
};
