import { PageHead } from '@/components/head/page-head';
import { paths } from '@/lib/paths';
import type { AuthorPageProps } from '@/lib/routes/author';
import { AuthorPage } from './author-page';

export function AuthorPageView(props: AuthorPageProps) {
  const { author, currentPage } = props;
  return (
    <>
      <PageHead
        title={`${author.name}の記事一覧${currentPage > 1 ? `（${currentPage}ページ目）` : ''}`}
        description={author.profile}
        canonicalPath={paths.author(author.id, currentPage)}
        imageUrl={author.iconUrl}
      />
      <AuthorPage {...props} />
    </>
  );
}
