import { render, screen, within } from '@testing-library/react';
import { SITE_MENU } from '@/components/pages/top-page-sections';
import { formatReleaseDay } from '@/foundation/format/release-date';
import { TopPageView } from '@/components/pages/top-page-view';
import { runPageData } from '@/lib/page-config/run-page-data';
import type { TopPageProps } from '@/lib/page-data/top';
import { getDataset } from '@/mocks/data';
import { captureLogs, dataMonth, dataNow, makeFetchSource, setupContentApi } from '../support/content-api';
import { withIslands } from '../support/islands';

setupContentApi();
captureLogs();

let props: TopPageProps;
beforeAll(async () => {
  const result = await runPageData({ routePath: '/', params: {}, query: {}, fetchSource: makeFetchSource(), now: dataNow() });
  if (result?.kind !== 'props') throw new Error('expected props');
  props = result.props as unknown as TopPageProps;
});

describe('top page', () => {
  it('has one h1', () => {
    render(<TopPageView {...withIslands('/', props)} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('opens on the lead stories: the first pickup story with large art, the others beside it', () => {
    render(<TopPageView {...withIslands('/', props)} />);
    const main = screen.getByRole('main');
    const firstBlock = main.querySelector('section');
    expect(firstBlock).toHaveAccessibleName('注目記事');
    // The stories' links; a running live event's bar (issue 36) comes first, as its own region.
    const live = within(firstBlock as HTMLElement).queryByRole('region', { name: 'ライブ配信中' });
    const links = within(firstBlock as HTMLElement).getAllByRole('link').filter((link) => !live?.contains(link));
    expect(links.map((link) => link.getAttribute('href'))).toHaveLength(props.pickupArticles.length);
    expect(within(links[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(props.pickupArticles[0]!.title);
  });

  it('every page type is reachable: links to the ranking pages, schedule, weekly magazine, archive and search', () => {
    render(<TopPageView {...withIslands('/', props)} />);
    const menu = screen.getByRole('navigation', { name: 'コンテンツ一覧' });
    const hrefs = within(menu).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/ranking/article/', '/ranking/game-sales/', '/ranking/amazon/', '/schedule/', '/special/content/weeklyplaynote/', '/archive/', '/search/']),
    );
    expect(hrefs).toHaveLength(SITE_MENU.length);
  });

  it('Amazon ranking widget: the top 5 games with thumbnails and prices, linking out and to /ranking/amazon/', () => {
    render(<TopPageView {...withIslands('/', props)} />);
    const widget = screen.getByRole('region', { name: 'Amazonゲームランキング' });
    const rows = within(widget).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    const [first] = props.amazonGames;
    const link = within(widget).getByRole('link', { name: first!.title });
    expect(link).toHaveAttribute('href', first!.amazonUrl);
    expect(link).toHaveAttribute('rel', 'sponsored noopener');
    expect(widget.querySelectorAll('img')).toHaveLength(5);
    expect(within(rows[0]!).getByText(/^[\d,]+円$/)).toBeInTheDocument();
    expect(within(widget).getByRole('link', { name: 'Amazonランキングをもっと見る' })).toHaveAttribute('href', '/ranking/amazon/');
  });

  it('release schedule: this month’s next releases with their days, linking to the games and to /schedule/', async () => {
    // The site's clock on the first release day of the data's month: the block has releases to show.
    const month = getDataset().schedule.byMonth.get(dataMonth().yearMonth) ?? [];
    const result = await runPageData({ routePath: '/', params: {}, query: {}, fetchSource: makeFetchSource(), now: new Date(`${month[0]?.releaseDate}T12:00:00+09:00`) });
    if (result?.kind !== 'props') throw new Error('expected props');
    const onReleaseDay = result.props as unknown as TopPageProps;
    render(<TopPageView {...withIslands('/', onReleaseDay)} />);
    const block = screen.getByRole('region', { name: '今月の発売予定' });
    const [first] = onReleaseDay.releaseSchedule!.entries;
    expect(first?.releaseDate).toBe(month[0]?.releaseDate);
    expect(within(block).getByRole('link', { name: first!.name })).toHaveAttribute('href', `/game/title/${first!.gameId}/page/1/`);
    expect(within(block).getAllByText(formatReleaseDay(first!.releaseDate)).length).toBeGreaterThan(0);
    expect(within(block).getByRole('link', { name: '発売スケジュールをもっと見る' })).toHaveAttribute('href', '/schedule/');
  });

  it('release schedule: an empty rest of the month says so', () => {
    render(<TopPageView {...withIslands('/', { ...props, releaseSchedule: { yearMonth: '202611', entries: [] } })} />);
    expect(within(screen.getByRole('region', { name: '今月の発売予定' })).getByText('今月これ以降の発売予定はありません')).toBeInTheDocument();
  });

  it('curated collections link to /special/{dir}/, PR ones labelled', () => {
    render(<TopPageView {...withIslands('/', props)} />);
    const block = screen.getByRole('region', { name: '特集まとめ' });
    for (const collection of props.matomeCollections) {
      expect(within(block).getByRole('link', { name: collection.title })).toHaveAttribute('href', `/special/${collection.directoryName}/`);
    }
    expect(within(block).queryAllByText('PR')).toHaveLength(props.matomeCollections.filter((collection) => collection.isPr).length);
  });

  it('weekly magazine: the issue and its parts link to /special/content/weeklyplaynote/', () => {
    render(<TopPageView {...withIslands('/', props)} />);
    const block = screen.getByRole('region', { name: '週刊プレイノート' });
    expect(within(block).getByRole('link', { name: props.weeklyPart!.issue.title })).toHaveAttribute('href', '/special/content/weeklyplaynote/');
    for (const part of props.weeklyPart!.parts) expect(within(block).getByRole('link', { name: part.title })).toHaveAttribute('href', part.url);
  });

  it('pickup videos and features show thumbnails; features link to their articles', () => {
    const { container } = render(<TopPageView {...withIslands('/', props)} />);
    const videos = screen.getByRole('region', { name: '注目動画' });
    expect(within(videos).getAllByRole('listitem')).toHaveLength(props.pickupVideos.length);
    expect(videos.querySelectorAll('img')).toHaveLength(props.pickupVideos.length);
    const [video] = props.pickupVideos;
    // The link reads the title first, then its length and date.
    expect(within(videos).getByRole('link', { name: new RegExp(`^${video!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })).toHaveAttribute(
      'href',
      video!.gameId ? `/game/title/${video!.gameId}/videos/page/1/` : `https://www.youtube.com/watch?v=${video!.youtubeId}`,
    );
    const features = screen.getByRole('region', { name: '特集・連載' });
    expect(features.querySelectorAll('img')).toHaveLength(props.featuresAndSerials.length);
    for (const link of within(features).getAllByRole('link')) expect(link.getAttribute('href')).not.toBe('/');
    expect(container.querySelectorAll('img[alt=""]').length).toBeGreaterThan(0);
  });

  it('blocks whose sources failed are left out', () => {
    render(<TopPageView {...withIslands('/', { ...props, amazonGames: [], releaseSchedule: null, matomeCollections: [], weeklyPart: null, pickupVideos: [], featuresAndSerials: [] })} />);
    for (const name of ['Amazonゲームランキング', '今月の発売予定', '特集まとめ', '週刊プレイノート', '注目動画', '特集・連載']) {
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    }
    // The menu still leads everywhere.
    expect(screen.getByRole('navigation', { name: 'コンテンツ一覧' })).toBeInTheDocument();
  });
});
