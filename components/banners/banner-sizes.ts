/**
 * The box each banner kind reserves (width × height in px, also its aspect ratio). The API does
 * not send image sizes; these are the units' booked sizes, and an image of another shape is fitted
 * into the box, so nothing on the page moves when it loads.
 */
export const BANNER_SIZES = {
  topHeader: { width: 970, height: 250 },
  sideJack: { width: 200, height: 1000 },
  icon: { width: 120, height: 120 },
  superJack: { width: 1280, height: 250 },
  listPickup: { width: 300, height: 100 },
  movie: { width: 750, height: 422 },
  /** The SP top carousel's units (carouselBanner positions). */
  carouselTile: { width: 750, height: 300 },
  movieOverlay: { width: 750, height: 200 },
  windowJack: { width: 750, height: 1334 },
  feature: { width: 600, height: 200 },
} as const;

export type BannerSize = (typeof BANNER_SIZES)[keyof typeof BANNER_SIZES];

/** The visible label of every banner, jack and sponsored card: they are advertising. */
export const BANNER_LABEL = 'PR';
