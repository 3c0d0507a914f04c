import Link from 'next/link';
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
          <Link href={paths.top()}>トップ</Link>
        </li>
        {items.map((item, index) => (
          <li key={`${index}-${item.name}`} aria-current={item.path ? undefined : 'page'}>
            {item.path ? <Link href={item.path}>{item.name}</Link> : item.name}
          </li>
        ))}
      </ol>
    </nav>
  );
}
