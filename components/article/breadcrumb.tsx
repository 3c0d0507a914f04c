import { usePartClasses } from '@/components/leaves/leaves-context';
import { SiteLink } from '@/components/leaves/site-link';
import { paths } from '@/foundation/paths';
import type { Breadcrumb as ArticleBreadcrumbData } from '@/lib/page-data/article';
import styles from './breadcrumb.module.scss';

export interface BreadcrumbItem {
  name: string;
  /** Omitted for the current page (the last item). */
  path?: string;
}

/** Breadcrumb trail starting at the top page; the last item is the current page. */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const cls = usePartClasses(styles);
  return (
    <nav aria-label="パンくずリスト" className={cls.breadcrumb}>
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

/** An article's trail: its main category, then the article. */
export function ArticleBreadcrumb({ breadcrumb }: { breadcrumb: ArticleBreadcrumbData }) {
  return (
    <Breadcrumb
      items={[...(breadcrumb.level1Item ? [{ name: breadcrumb.level1Item.nameJa, path: breadcrumb.level1Item.path }] : []), { name: breadcrumb.title }]}
    />
  );
}
