import { useEffect } from 'react';
import { Breadcrumb } from '@/components/article/breadcrumb';
import { PageShell } from '@/components/layout/page-shell';
import { RankingRail } from '@/components/ranking/ranking-rail';
import { MAX_FOLLOWED_GAMES, MAX_READING_HISTORY } from '@/foundation/reader/followed-games';
import type { WithIslands } from '@/foundation/site/html-only';
import { deferredModule, requestModule, useDeferredModule } from '@/lib/client/deferred-module';
import type { MyPageProps } from '@/lib/page-data/mypage';
import styles from './mypage-page.module.scss';

export const MYPAGE_TITLE = 'マイページ';

// The panels read the reader's browser and call the endpoint: a chunk of their own, asked for as
// the page mounts (the server's HTML is the frame and says what the page needs).
const panelsModule = deferredModule(() => import('@/components/mypage/mypage-panels'));

export function MyPage({ layout, islands }: WithIslands<MyPageProps>) {
  useEffect(() => requestModule(panelsModule), []);
  const panels = useDeferredModule(panelsModule);
  return (
    <PageShell layout={layout} rail={<RankingRail islands={islands} />}>
      <Breadcrumb items={[{ name: MYPAGE_TITLE }]} />
      <h1 className={styles.heading}>{MYPAGE_TITLE}</h1>
      <p className={styles.lead}>
        {`フォローしたゲーム（${MAX_FOLLOWED_GAMES}タイトルまで）の新着記事と次の発売日、最近読んだ記事（${MAX_READING_HISTORY}件まで）を確認できます。`}
        データはお使いのブラウザの中だけに保存され、会員登録は不要です。ほかの端末やブラウザとは共有されません。
      </p>
      {panels ? (
        <panels.MyPagePanels />
      ) : (
        <div className={styles.pending}>
          <noscript>
            <p className={styles.noscript}>マイページを表示するには、ブラウザのJavaScriptを有効にしてください。フォローと閲覧履歴は、このブラウザの中に保存されたデータから表示します。</p>
          </noscript>
        </div>
      )}
    </PageShell>
  );
}
