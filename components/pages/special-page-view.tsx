import { PageHead } from '@/components/head/page-head';
import { paths } from '@/foundation/paths';
import type { SpecialPageProps } from '@/lib/page-data/special';
import { specialCollectionPath } from '@/foundation/paths/special';
import { SpecialPage } from './special-page';
import type { WithIslands } from '@/foundation/site/html-only';

/** Head title of a collection page: its title, the category filter and the page number. */
export function specialPageTitle({ collection, selectedCategory, currentPage }: Pick<SpecialPageProps, 'collection' | 'selectedCategory' | 'currentPage'>): string {
  const category = selectedCategory ? `：${selectedCategory.name}` : '';
  const page = currentPage > 1 ? `（${currentPage}ページ目）` : '';
  return `${collection.title}${category}${page}`;
}

export function SpecialPageView(props: WithIslands<SpecialPageProps>) {
  const { collection, selectedCategory, currentPage } = props;
  const canonicalPath = specialCollectionPath(collection.directoryName, { categoryId: selectedCategory?.categoryId ?? null, page: currentPage });
  const breadcrumb = selectedCategory
    ? [{ name: collection.title, path: paths.special(collection.directoryName) }, { name: selectedCategory.name }]
    : [{ name: collection.title }];
  return (
    <>
      <PageHead
        title={specialPageTitle(props)}
        description={collection.description || `プレイノートの特集「${collection.title}」の記事一覧です。`}
        canonicalPath={canonicalPath}
        imageUrl={collection.headerImageUrl}
        jsonLd={(ld) => [ld.breadcrumbListJsonLd(breadcrumb, canonicalPath)]}
      />
      <SpecialPage {...props} />
    </>
  );
}
