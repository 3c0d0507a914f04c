import { PageHead } from '@/components/head/page-head';
import { paths } from '@/foundation/paths';
import type { TopPageProps } from '@/lib/page-data/top';
import { TopPage } from './top-page';

export function TopPageView(props: TopPageProps) {
  return (
    <>
      <PageHead title={null} canonicalPath={paths.top()} jsonLd={(ld) => [ld.webSiteJsonLd(), ld.organizationJsonLd()]} />
      <TopPage {...props} />
    </>
  );
}
