import { PageHead } from '@/components/head/page-head';
import { paths } from '@/foundation/paths';
import { TopPage, type TopPageViewProps } from './top-page';

export function TopPageView(props: TopPageViewProps) {
  return (
    <>
      <PageHead title={null} canonicalPath={paths.top()} jsonLd={(ld) => [ld.webSiteJsonLd(), ld.organizationJsonLd()]} />
      <TopPage {...props} />
    </>
  );
}
