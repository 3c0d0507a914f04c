// Its own module: every page's ad slots need the label, only empty slots the promotions.
/** The label over a house promotion: the site's own, not an ad (never 広告 or PR). */
export const HOUSE_PROMOTION_LABEL = 'プレイノートから';
