import type { Breadcrumb as BreadcrumbData } from '@/lib/page-data/article';
import { Breadcrumb } from './breadcrumb';

/** An article's trail: トップ, its main category, then the article. */
export function ArticleBreadcrumb({ breadcrumb }: { breadcrumb: BreadcrumbData }) {
  return (
    <Breadcrumb
      items={[...(breadcrumb.level1Item ? [{ name: breadcrumb.level1Item.nameJa, path: breadcrumb.level1Item.path }] : []), { name: breadcrumb.title }]}
    />
  );
}
