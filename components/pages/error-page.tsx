import Head from 'next/head';
import Link from 'next/link';
import { paths } from '@/lib/paths';
import styles from './error-page.module.scss';

export interface ErrorPageProps {
  statusCode: number;
  debug?: { message: string; endpoint: string | null; status: number | null } | null;
}

/** Japanese messages per status (the spec leaves user-facing texts to us). */
export function errorMessageFor(statusCode: number): { title: string; message: string } {
  if (statusCode === 401 || statusCode === 403) {
    return { title: 'このページを表示する権限がありません', message: 'プレビューのリンクが無効か、有効期限が切れています。編集部から新しいリンクを受け取ってください。' };
  }
  if (statusCode === 404) {
    return { title: 'ページが見つかりません', message: 'お探しのページは削除されたか、URLが変更された可能性があります。' };
  }
  if (statusCode === 504) {
    return { title: 'ページを表示できませんでした', message: '応答に時間がかかっています。しばらくしてから再度お試しください。' };
  }
  return { title: 'ページを表示できませんでした', message: 'ただいまアクセスが集中しているか、障害が発生しています。しばらくしてから再度お試しください。' };
}

/** The error page: no site chrome that needs data, so it renders even when the content API is down. */
export function ErrorPage({ statusCode, debug }: ErrorPageProps) {
  const { title, message } = errorMessageFor(statusCode);
  return (
    <>
      <Head>
        <title>{`${title} | プレイノート`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <main className={styles.error}>
        <p className={styles.logo}>プレイノート</p>
        <h1>{title}</h1>
        <p>{message}</p>
        <p className={styles.status}>エラーコード：{statusCode}</p>
        <ul>
          <li>
            <Link href={paths.top()}>トップページへ戻る</Link>
          </li>
          <li>
            <Link href={paths.search()}>記事を検索する</Link>
          </li>
        </ul>
        {debug && (
          <pre className={styles.debug} data-testid="error-debug">
            {JSON.stringify(debug, null, 2)}
          </pre>
        )}
      </main>
    </>
  );
}
