import { PageHead } from '@/components/head/page-head';
import { paths } from '@/foundation/paths';
import type { AuthorPageProps } from '@/lib/page-data/author';
import { AuthorPage } from './author-page';
import type { WithIslands } from '@/foundation/site/html-only';

export function AuthorPageView(props: WithIslands<AuthorPageProps>) {
  const { author, currentPage } = props;
  const canonicalPath = paths.author(author.id, currentPage);
  return (
    <>
      <PageHead
        title={`${author.name}の記事一覧${currentPage > 1 ? `（${currentPage}ページ目）` : ''}`}
        description={author.profile || `プレイノートの${author.name}による記事の一覧です。`}
        canonicalPath={canonicalPath}
        imageUrl={author.iconUrl}
        jsonLd={(ld) => [ld.profilePageJsonLd(author), ld.breadcrumbListJsonLd([{ name: author.name }], canonicalPath)]}
      />
      <AuthorPage {...props} />
    </>
  );
}
