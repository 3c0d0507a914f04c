import { ErrorPage } from '@/components/pages/error-page';

export default function ServerErrorPage() {
  return <ErrorPage statusCode={500} />;
}
