import type { NextPageContext } from 'next';
import { ErrorPage } from '@/components/pages/error-page';

interface ErrorAnswerProps {
  statusCode: number;
}

/**
 * The page Next renders for the statuses without a page of their own (404.tsx and 500.tsx have
 * theirs): above all its 400 for a path that does not decode (`/article/202611/%ED%A0%80/`), which
 * Next answers before routing and so before headers(); _document sets the security headers on it.
 */
export default function ErrorAnswer({ statusCode }: ErrorAnswerProps) {
  return <ErrorPage statusCode={statusCode} />;
}

ErrorAnswer.getInitialProps = async ({ res, err }: NextPageContext): Promise<ErrorAnswerProps> => {
  // The security headers come from _document (server-only code); the answer is not for keeping.
  if (res && !res.headersSent) res.setHeader('Cache-Control', 'no-store');
  return { statusCode: res?.statusCode ?? err?.statusCode ?? 500 };
};
