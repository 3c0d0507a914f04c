import Link from 'next/link';
import type { Breadcrumb as BreadcrumbData } from '@/lib/routes/article';
import { paths } from '@/lib/paths';
import styles from './breadcrumb.module.scss';

export function Breadcrumb({ breadcrumb }: { breadcrumb: BreadcrumbData }) {
  return (
    <nav aria-label="パンくずリスト" className={styles.breadcrumb}>
      <ol>
        <li>
          <Link href={paths.top()}>トップ</Link>
        </li>
        {breadcrumb.level1Item && (
          <li>
            <Link href={breadcrumb.level1Item.path}>{breadcrumb.level1Item.nameJa}</Link>
          </li>
        )}
        <li aria-current="page">{breadcrumb.title}</li>
      </ol>
    </nav>
  );
}
