import type { ReactNode } from 'react';
import { articleAdBreaks } from '@/ads/article-ad-placement';
import type { ContentBlock } from '@/api-clients/schemas/article';
import { IN_BODY_AD_ATTRIBUTE, InBodyAdSlot, type InBodySlot } from './in-body-ads';
import styles from './in-body-ads.module.scss';

/** ArticleBodyBlocks' `between` for the in-body slots: slot n before the block of the rule's n-th break. */
export function inBodyAdsBetween(blocks: readonly ContentBlock[], slots: readonly InBodySlot[]): ReadonlyMap<number, ReactNode> | undefined {
  if (slots.length === 0) return undefined;
  const breaks = articleAdBreaks(blocks);
  return new Map(
    slots.flatMap((inBody, n) => {
      const index = breaks[n];
      if (index === undefined) return [];
      const box = (
        <div key={inBody.slot.id} className={styles.inBodyAd} {...{ [IN_BODY_AD_ATTRIBUTE]: inBody.slot.position }}>
          <InBodyAdSlot {...inBody} />
        </div>
      );
      return [[index, box] as const];
    }),
  );
}

