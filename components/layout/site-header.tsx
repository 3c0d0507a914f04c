import Link from 'next/link';
import type { LayoutData } from '@/lib/routes/layout-data';
import { findCategoryByCode, MAIN_CATEGORY_LIST } from '@/lib/categories';
import { paths } from '@/lib/paths';
import { safeHref } from '@/lib/safe-url';
import styles from './site-header.module.scss';

/** Global navigation shown when the common-parts source is unavailable. */
const FALLBACK_NAVIGATION = [
  { label: 'ニュース', url: paths.category('news') },
  { label: 'レビュー', url: paths.category('review') },
  { label: '発売スケジュール', url: paths.schedule() },
  { label: 'ランキング', url: paths.ranking('article') },
  { label: '検索', url: paths.search() },
];

/** Category navigation: the main categories, then the platforms readers follow most. */
const PLATFORM_CODES = ['switch2', 'switch', 'ps5', 'ps4', 'xboxSeriesX', 'pc-game', 'mobile-app'];
const CATEGORY_NAVIGATION = [
  ...MAIN_CATEGORY_LIST,
  ...PLATFORM_CODES.map((code) => findCategoryByCode(code)).filter((category) => category !== undefined),
].map((category) => ({ label: category.nameJa, url: paths.category(category.code) }));

export function SiteHeader({ layout }: { layout: LayoutData | undefined }) {
  const navigation = layout?.commonParts?.headerNavigation ?? FALLBACK_NAVIGATION;
  const logoJack = layout?.logoJack;
  const logoJackHref = safeHref(logoJack?.linkedUrl);
  return (
    <header className={styles.header}>
      <div
        className={styles.inner}
        data-jacked={logoJack ? 'true' : 'false'}
        style={logoJack ? { backgroundColor: logoJack.headerColor } : undefined}
      >
        <Link href={paths.top()} className={styles.logo} aria-label="プレイノート トップページ">
          プレイノート
        </Link>
        {logoJack && logoJackHref && (
          <a href={logoJackHref} className={styles.logoJack} rel="sponsored noopener">
            {/* eslint-disable-next-line @next/next/no-img-element -- sponsor artwork from the ad server */}
            <img src={logoJack.imageUrl} alt="スポンサー" width={200} height={40} />
          </a>
        )}
        <form action={paths.search()} method="get" role="search" className={styles.search}>
          <label htmlFor="site-search" className="visually-hidden">
            記事を検索
          </label>
          <input id="site-search" name="q" type="search" placeholder="記事・ゲームを検索" maxLength={100} />
          <button type="submit">検索</button>
        </form>
      </div>
      <nav aria-label="グローバルナビゲーション" className={styles.nav}>
        <ul>
          {navigation.map((link) => {
            const href = safeHref(link.url);
            return href ? (
              <li key={`${link.label}-${href}`}>
                <Link href={href}>{link.label}</Link>
              </li>
            ) : null;
          })}
        </ul>
      </nav>
      <nav aria-label="カテゴリ" className={styles.categoryNav}>
        <ul>
          {CATEGORY_NAVIGATION.map((link) => (
            <li key={link.url}>
              <Link href={link.url}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
