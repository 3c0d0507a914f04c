import type { GetServerSideProps } from 'next';
import { ErrorPage, type ErrorPageProps } from '@/components/pages/error-page';
import { parseErrorPageStatus } from '@/lib/page-config/error-status';

/** Where the redirect-on-API-error switch sends readers (`/error/?status=502`). */
export const getServerSideProps: GetServerSideProps<ErrorPageProps> = async ({ query, res }) => {
  const statusCode = parseErrorPageStatus(query.status);
  res.statusCode = statusCode;
  res.setHeader('Cache-Control', 'no-store');
  return { props: { statusCode, debug: null } };
};

export default ErrorPage;
