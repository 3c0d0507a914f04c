import { DeferredErrorPage } from '@/components/pages/deferred-error-page';

export default function NotFoundPage() {
  return <DeferredErrorPage statusCode={404} />;
}
