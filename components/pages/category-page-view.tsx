import { PageHead } from '@/components/head/page-head';
import { paths } from '@/foundation/paths';
import type { CategoryPageProps } from '@/lib/page-data/category';
import { CategoryPage } from './category-page';
import type { WithIslands } from '@/foundation/site/html-only';

export function CategoryPageView(props: WithIslands<CategoryPageProps>) {
  const { category, currentPage } = props;
  const canonicalPath = paths.category(category.code, currentPage);
  return (
    <>
      <PageHead
        title={`${category.nameJa}の記事一覧${currentPage > 1 ? `（${currentPage}ページ目）` : ''}`}
        description={`プレイノートの「${category.nameJa}」の記事一覧です。ゲーム・エンタメの最新情報を毎日お届けします。`}
        canonicalPath={canonicalPath}
        jsonLd={(ld) => [ld.breadcrumbListJsonLd([{ name: category.nameJa }], canonicalPath)]}
      />
      <CategoryPage {...props} />
    </>
  );
}
