import { useEffect, useState } from 'react';
import { ArrowUpIcon } from './icons';
import styles from './back-to-top.module.scss';

/** The control appears once the reader is this many screens down the page. */
export const BACK_TO_TOP_AFTER_SCREENS = 1.5;

export function isPastBackToTopThreshold(scrollY: number, viewportHeight: number): boolean {
  return scrollY > viewportHeight * BACK_TO_TOP_AFTER_SCREENS;
}

/** Below this width the button floats over the text column (there is no gutter beside it). */
export const NARROW_SCREEN_MAX_PX = 767;
/** Scrolling less than this does not count as a change of direction (finger jitter). */
export const SCROLL_DIRECTION_SLOP_PX = 8;

export interface BackToTopView {
  scrollY: number;
  viewportWidth: number;
  viewportHeight: number;
  documentHeight: number;
  /** The reader's last clear scroll direction. */
  direction: 'up' | 'down';
}

/**
 * Whether the button shows. Past 1.5 screens; on a phone, where it floats over the text, only while
 * the reader scrolls back up or has reached the last screen of the page, never while reading on.
 */
export function isBackToTopVisible({ scrollY, viewportWidth, viewportHeight, documentHeight, direction }: BackToTopView): boolean {
  if (!isPastBackToTopThreshold(scrollY, viewportHeight)) return false;
  if (viewportWidth > NARROW_SCREEN_MAX_PX) return true;
  return direction === 'up' || scrollY + viewportHeight >= documentHeight - viewportHeight;
}

/**
 * A floating ページの先頭へ button on long pages. Fixed, so showing it moves nothing; hidden
 * (and out of the tab order) until the reader has scrolled 1.5 screens, and on a phone while the
 * reader reads on (isBackToTopVisible).
 */
export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    let lastY = window.scrollY;
    let direction: BackToTopView['direction'] = 'down';
    const update = () => {
      frame = 0;
      const scrollY = window.scrollY;
      if (Math.abs(scrollY - lastY) >= SCROLL_DIRECTION_SLOP_PX) {
        direction = scrollY < lastY ? 'up' : 'down';
        lastY = scrollY;
      }
      const documentHeight = document.documentElement.scrollHeight;
      setVisible(isBackToTopVisible({ scrollY, viewportWidth: window.innerWidth, viewportHeight: window.innerHeight, documentHeight, direction }));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  const scrollToTop = () => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  return (
    <button type="button" className={styles.button} data-visible={visible ? 'true' : 'false'} onClick={scrollToTop} aria-label="ページの先頭へ">
      <ArrowUpIcon />
      <span className={styles.label} aria-hidden="true">
        TOP
      </span>
    </button>
  );
}
