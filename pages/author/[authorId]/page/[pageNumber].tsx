import { AuthorPageView } from '@/components/pages/author-page-view';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps('/author/[authorId]/page/[pageNumber]/');

export default AuthorPageView;
