import { SiteLink } from '@/components/link/site-link';
import type { ReactNode } from 'react';
import styles from './titled-section.module.scss';

interface TitledSectionProps {
  /** Id of the h2, which names the section (aria-labelledby). */
  id: string;
  title: ReactNode;
  /** A link to more of the same, under the section. */
  more?: { href: string; label: string };
  children: ReactNode;
  /** `nav` for a block of site links (a navigation landmark). */
  as?: 'section' | 'nav';
  /** More classes for the block (a page's own placement or rendering rules). */
  className?: string;
}

/** A block of a page under an h2, named by it, with an optional link to more. */
export function TitledSection({ id, title, more, children, as: Element = 'section', className }: TitledSectionProps) {
  return (
    <Element className={className ? `${styles.section} ${className}` : styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
      {more && (
        <SiteLink href={more.href} className={styles.more}>
          {more.label}
        </SiteLink>
      )}
    </Element>
  );
}

/** What a block says when it has nothing to list. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}
