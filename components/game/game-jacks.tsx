import { PageBanner } from '@/components/banners/banner';
import { BANNER_SIZES } from '@/components/banners/banner-sizes';
import { SideJacks } from '@/components/banners/side-jacks';
import { useShowsBanners } from '@/components/banners/use-banner-device';
import type { GameBanners } from '@/lib/page-data/game/game-banners';
import styles from './game-jacks.module.scss';

/**
 * The game page's header jack: the booked header unit (the top page's header size), above the
 * game header, labelled PR, fetched first (it is the first screen's largest image); nothing when
 * there is none or the page view shows no ads.
 */
export function GameHeaderJack({ banners }: { banners: GameBanners }) {
  return (
    <PageBanner
      banner={banners.header}
      size={BANNER_SIZES.topHeader}
      sizes="(min-width: 768px) 860px, 100vw"
      priority
      kind="game-header"
      className={styles.headerJack}
    />
  );
}

/** The game page's left and right jacks, beside the column on wide screens; nothing without ads. */
export function GameSideJacks({ banners }: { banners: GameBanners }) {
  if (!useShowsBanners()) return null;
  return <SideJacks left={banners.leftJack} right={banners.rightJack} kind="game-jack" />;
}
