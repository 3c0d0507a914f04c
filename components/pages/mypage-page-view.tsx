import { PageHead } from '@/components/head/page-head';
import { ROBOTS } from '@/components/seo/head-values';
import type { WithIslands } from '@/foundation/site/html-only';
import { MYPAGE_PATH } from '@/foundation/paths/mypage';
import type { MyPageProps } from '@/lib/page-data/mypage';
import { MyPage, MYPAGE_TITLE } from './mypage-page';

/** `/mypage/`: noindex (the same frame for everyone; what it shows is each reader's own). */
export function MyPageView(props: WithIslands<MyPageProps>) {
  return (
    <>
      <PageHead
        title={MYPAGE_TITLE}
        description="フォローしたゲームの新着記事と発売日、最近読んだ記事をまとめて確認できます。データはお使いのブラウザの中だけに保存されます。"
        canonicalPath={MYPAGE_PATH}
        robots={ROBOTS.noindex}
      />
      <MyPage {...props} />
    </>
  );
}
