import { SiteLink } from '@/components/link/site-link';
import { paths } from '@/foundation/paths';
import styles from './breadcrumb.module.scss';

export interface BreadcrumbItem {
  name: string;
  /** Omitted for the current page (the last item). */
  path?: string;
}

/** Breadcrumb trail starting at the top page; the last item is the current page. */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  return (
    <nav aria-label="パンくずリスト" className={styles.breadcrumb}>
      <ol>
        <li>
          <SiteLink href={paths.top()}>トップ</SiteLink>
        </li>
        {items.map((item, index) => (
          <li key={`${index}-${item.name}`} aria-current={item.path ? undefined : 'page'}>
            {item.path ? <SiteLink href={item.path}>{item.name}</SiteLink> : item.name}
          </li>
        ))}
      </ol>
    </nav>
  );
}
