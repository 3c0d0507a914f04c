import { ErrorPage } from '@/components/pages/error-page';

export default function NotFoundPage() {
  return <ErrorPage statusCode={404} />;
}
