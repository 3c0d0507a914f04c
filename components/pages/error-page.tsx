import { DocumentHead } from '@/components/head/document-head';
import { lazy, Suspense } from 'react';
import { SiteLink } from '@/components/link/site-link';
import { HeaderBrand, HeaderNav, MenuLinks } from '@/components/layout/header-parts';
import { LayoutChromeProvider, type LayoutChrome } from '@/components/layout/layout-chrome';
import { PageShell } from '@/components/layout/page-shell';
import { SiteFooter } from '@/components/layout/site-footer';
import { SearchForm } from '@/components/search/search-form';
import { paths } from '@/foundation/paths';
import { buildHeaderNavigation } from '@/foundation/site/header-navigation';
import type { LayoutData } from '@/lib/page-data/layout-data';
import styles from './error-page.module.scss';

// Popular articles are fetched in the browser anyway (a static 404 has no props); loading their
// code only on an error page keeps it out of every page's first load (_app renders ErrorPage).
const ErrorPageSuggestions = lazy(() => import('./error-page-suggestions').then((module) => ({ default: module.ErrorPageSuggestions })));

export interface ErrorPageProps {
  statusCode: number;
  debug?: { message: string; endpoint: string | null; status: number | null } | null;
}

/** Japanese messages per status (the spec leaves user-facing texts to us). */
export function errorMessageFor(statusCode: number): { title: string; message: string } {
  if (statusCode === 400) {
    return { title: 'URLが正しくありません', message: 'アドレスに読み取れない文字が含まれています。URLをご確認のうえ、検索または下のコーナーからお探しください。' };
  }
  if (statusCode === 401 || statusCode === 403) {
    return { title: 'このページを表示する権限がありません', message: 'プレビューのリンクが無効か、有効期限が切れています。編集部から新しいリンクを受け取ってください。' };
  }
  if (statusCode === 404) {
    return { title: 'ページが見つかりません', message: 'お探しのページは削除されたか、URLが変更された可能性があります。キーワードで検索するか、下の記事からお探しください。' };
  }
  if (statusCode === 504) {
    return { title: 'ページを表示できませんでした', message: '応答に時間がかかっているため、一時的に表示できません。しばらくしてから再度お試しください。' };
  }
  return { title: 'ページを表示できませんでした', message: 'アクセスの集中または障害のため、一時的に表示できません。しばらくしてから再度お試しください。' };
}

/** No server data: the header's fallback navigation, no logo jack, the footer's own links. */
const ERROR_PAGE_LAYOUT: LayoutData = { commonParts: null, logoJack: null, navigation: buildHeaderNavigation(null) };

/** No islands either (no server props): the header's and footer's parts rendered here, no section current. */
const ERROR_PAGE_CHROME: LayoutChrome = {
  brand: <HeaderBrand logoJack={null} />,
  nav: <HeaderNav navigation={ERROR_PAGE_LAYOUT.navigation} currentUrl={null} />,
  menuLinks: <MenuLinks navigation={ERROR_PAGE_LAYOUT.navigation} currentUrl={null} />,
  footer: <SiteFooter layout={ERROR_PAGE_LAYOUT} />,
};

/** Where a reader who hit a dead end most likely wants to go. */
const SECTION_LINKS = [
  { label: 'トップページ', href: paths.top() },
  { label: 'ニュース', href: paths.category('news') },
  { label: 'レビュー', href: paths.category('review') },
  { label: '攻略', href: paths.category('game-tips') },
  { label: '発売スケジュール', href: paths.schedule() },
  { label: 'ランキング', href: paths.ranking('article') },
];

/**
 * 404 and error pages inside the site's header and footer. Nothing here needs server data (the
 * header falls back to its static navigation), so it renders even when the content API is down;
 * popular articles and suggestions are fetched in the browser and stay away when that fails.
 */
export function ErrorPage({ statusCode, debug }: ErrorPageProps) {
  const { title, message } = errorMessageFor(statusCode);
  return (
    <>
      <DocumentHead tags={{ title: `${title} | プレイノート`, names: { robots: 'noindex' }, properties: {}, links: {} }} />
      <LayoutChromeProvider value={ERROR_PAGE_CHROME}>
      <PageShell layout={ERROR_PAGE_LAYOUT}>
        <section className={styles.error} aria-labelledby="error-title">
          <p className={styles.status}>エラーコード：{statusCode}</p>
          <h1 id="error-title">{title}</h1>
          <p className={styles.message}>{message}</p>
          <SearchForm action={paths.search()} keyword="" label="サイト内検索" placeholder="記事・ゲームを検索" />
          <nav aria-label="主なコーナー" className={styles.sections}>
            <ul>
              {SECTION_LINKS.map((link) => (
                <li key={link.href}>
                  <SiteLink href={link.href}>{link.label}</SiteLink>
                </li>
              ))}
            </ul>
          </nav>
          {debug && (
            <pre className={styles.debug} data-testid="error-debug">
              {JSON.stringify(debug, null, 2)}
            </pre>
          )}
        </section>
        <Suspense fallback={null}>
          <ErrorPageSuggestions />
        </Suspense>
      </PageShell>
      </LayoutChromeProvider>
    </>
  );
}
