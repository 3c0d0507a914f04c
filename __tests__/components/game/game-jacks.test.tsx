import { render, within } from '@testing-library/react';
import { GameHeaderJack, GameSideJacks } from '@/components/game/game-jacks';
import type { GameBanners } from '@/lib/page-data/game/game-banners';
import { bannerView, withDevice } from '../banners/banner-test-helpers';

const banners: GameBanners = { header: bannerView('h'), leftJack: bannerView('l'), rightJack: bannerView('r') };
const kinds = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-banner]')].map((element) => element.dataset.banner);

describe('game page jacks', () => {
  it.each(['PC', 'SP'] as const)('%s: the header jack is an ad at the header unit’s size, its image named, linked rel="sponsored noopener", labelled PR', (device) => {
    const { container } = render(withDevice(device, <GameHeaderJack banners={banners} />));
    const [jack] = [...container.querySelectorAll<HTMLElement>('[data-banner="game-header"]')];
    expect(within(jack!).getByRole('link')).toHaveAttribute('rel', 'sponsored noopener');
    expect(within(jack!).getByRole('img', { name: '『ゲームh』好評発売中' })).toHaveAttribute('width', '970');
    expect(within(jack!).getByText('PR')).toBeInTheDocument();
  });

  it('PC: the left and right jacks, each labelled PR', () => {
    const { container, getAllByText } = render(withDevice('PC', <GameSideJacks banners={banners} />));
    expect(kinds(container)).toEqual(['game-jack-left', 'game-jack-right']);
    expect(getAllByText('PR')).toHaveLength(2);
  });

  it('none without the page data’s banners or without ads', () => {
    const none: GameBanners = { header: null, leftJack: null, rightJack: null };
    const both = (value: GameBanners) => (
      <>
        <GameHeaderJack banners={value} />
        <GameSideJacks banners={value} />
      </>
    );
    expect(render(withDevice('PC', both(none))).container).toBeEmptyDOMElement();
    expect(render(both(banners)).container).toBeEmptyDOMElement();
  });
});
