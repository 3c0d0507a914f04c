import { PageHead } from '@/components/head/page-head';
import { paths } from '@/lib/paths';
import type { TopPageProps } from '@/lib/routes/top';
import { TopPage } from './top-page';

export function TopPageView(props: TopPageProps) {
  return (
    <>
      <PageHead title={null} canonicalPath={paths.top()} />
      <TopPage {...props} />
    </>
  );
}
