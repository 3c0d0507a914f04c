import { DeferredErrorPage } from '@/components/pages/deferred-error-page';

export default function ServerErrorPage() {
  return <DeferredErrorPage statusCode={500} />;
}
