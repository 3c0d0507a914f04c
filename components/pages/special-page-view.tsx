import { PageHead } from '@/components/head/page-head';
import { specialCollectionPath, type SpecialPageProps } from '@/lib/routes/special';
import { SpecialPage } from './special-page';

/** Head title of a collection page: its title, the category filter and the page number. */
export function specialPageTitle({ collection, selectedCategory, currentPage }: Pick<SpecialPageProps, 'collection' | 'selectedCategory' | 'currentPage'>): string {
  const category = selectedCategory ? `：${selectedCategory.name}` : '';
  const page = currentPage > 1 ? `（${currentPage}ページ目）` : '';
  return `${collection.title}${category}${page}`;
}

export function SpecialPageView(props: SpecialPageProps) {
  const { collection, selectedCategory, currentPage } = props;
  return (
    <>
      <PageHead
        title={specialPageTitle(props)}
        description={collection.description}
        canonicalPath={specialCollectionPath(collection.directoryName, { categoryId: selectedCategory?.categoryId ?? null, page: currentPage })}
        imageUrl={collection.headerImageUrl}
      />
      <SpecialPage {...props} />
    </>
  );
}
