import type { ReactNode } from 'react';
import type { IslandHtml } from '@/foundation/site/html-only';
import { Breadcrumb } from '@/components/article/breadcrumb';
import { PageShell } from '@/components/layout/page-shell';
import type { LayoutData } from '@/lib/page-data/layout-data';
import { rankingPaths, type RankingKind } from '@/foundation/paths/ranking';
import { RankingKindNav } from './ranking-kind-nav';
import { RankingRail } from './ranking-rail';
import styles from './ranking-layout.module.scss';

interface RankingLayoutProps {
  layout: LayoutData;
  islands: IslandHtml;
  kind: RankingKind;
  /** Site path of this page (marks it in the ranking nav). */
  currentPath: string;
  /** The page's one h1, also the last breadcrumb item. */
  title: string;
  children: ReactNode;
}

/** Frame shared by the ranking pages: breadcrumb トップ › ランキング › page, h1, nav between the ranking kinds, ranking rail. */
export function RankingLayout({ layout, islands, kind, currentPath, title, children }: RankingLayoutProps) {
  return (
    <PageShell layout={layout} rail={<RankingRail islands={islands} />}>
      <Breadcrumb items={[{ name: 'ランキング', path: rankingPaths.article() }, { name: title }]} />
      <div className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <RankingKindNav current={kind} currentPath={currentPath} />
        {children}
      </div>
    </PageShell>
  );
}
