import { useEffect, useState } from 'react';
import { ArrowUpIcon } from './icons';
import styles from './back-to-top.module.scss';

/** The control appears once the reader is this many screens down the page. */
export const BACK_TO_TOP_AFTER_SCREENS = 1.5;

export function isPastBackToTopThreshold(scrollY: number, viewportHeight: number): boolean {
  return scrollY > viewportHeight * BACK_TO_TOP_AFTER_SCREENS;
}

/**
 * A floating ページの先頭へ button on long pages. Fixed, so showing it moves nothing; hidden
 * (and out of the tab order) until the reader has scrolled 1.5 screens.
 */
export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(isPastBackToTopThreshold(window.scrollY, window.innerHeight));
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
