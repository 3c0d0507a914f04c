import type { BannerItem, CampaignItem } from '@/api-clients/schemas/ads';
import type { AmazonRankingRow } from '@/api-clients/schemas/ranking';
import type { Dataset } from '../data';
import type { GameRecord, GameVideoRecord } from '../data/types';

/** Lookups the image route needs by id, built once per data set on the first image request. */
export interface ArtIndex {
  gameByName: Map<string, GameRecord>;
  bannerById: Map<string, BannerItem>;
  campaignById: Map<string, CampaignItem>;
  videoById: Map<string, GameVideoRecord>;
  productByAsin: Map<string, AmazonRankingRow>;
}

const indexes = new WeakMap<Dataset, ArtIndex>();

function asinOf(row: AmazonRankingRow): string {
  return /\/dp\/([A-Z0-9]+)/.exec(row.amazonUrl)?.[1] ?? '';
}

export function artIndex(dataset: Dataset): ArtIndex {
  let index = indexes.get(dataset);
  if (index) return index;
  index = {
    gameByName: new Map(dataset.games.map((g) => [g.name, g])),
    bannerById: new Map(Object.values(dataset.ads.banners).flat().map((b) => [b.id, b])),
    campaignById: new Map(dataset.ads.campaigns.map((c) => [c.id, c])),
    videoById: new Map([...dataset.videosByGame.values()].flat().map((v) => [v.videoId, v])),
    productByAsin: new Map(Object.values(dataset.rankings.amazon).flat().map((row) => [asinOf(row), row])),
  };
  indexes.set(dataset, index);
  return index;
}

/** The game a text names in 『…』, if the data set has it. */
export function gameNamedIn(dataset: Dataset, text: string): GameRecord | null {
  const name = /『(.+?)』/.exec(text)?.[1];
  return (name && artIndex(dataset).gameByName.get(name)) || null;
}
