import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { AdSize } from '@/ads/types';
import { AD_LABEL, AdSlot, placeholderWidth } from '@/components/ads/ad-slot';

describe('AdSlot', () => {
  it('renders the element GPT fills, labelled 広告, inside a frame that reserves the height', () => {
    const { container } = render(<AdSlot id="playnote_article_1r_gam" sizes={[[300, 250], [300, 600]]} reservedHeight={600} />);
    const slot = container.querySelector('#playnote_article_1r_gam');
    expect(slot).toBeInTheDocument();
    expect(slot).toBeEmptyDOMElement();
    expect(screen.getByText(AD_LABEL)).toBeVisible();
    const frame = slot?.parentElement as HTMLElement;
    expect(frame.style.minHeight).toBe('600px');
    expect(container.querySelector('[data-ad-slot="playnote_article_1r_gam"]')).toContainElement(frame);
  });

  it('shows a placeholder box of the slot width, hidden from assistive technology', () => {
    const { container } = render(<AdSlot id="footer" sizes={[[728, 90]]} reservedHeight={90} />);
    const placeholder = container.querySelector('#footer + [aria-hidden="true"]') as HTMLElement;
    expect(placeholder).toBeInTheDocument();
    expect(placeholder.style.maxWidth).toBe('728px');
  });

  it('a fluid slot takes the column width', () => {
    const { container } = render(<AdSlot id="sp" sizes={[[320, 50], 'fluid']} reservedHeight={100} />);
    const placeholder = container.querySelector('#sp + [aria-hidden="true"]') as HTMLElement;
    expect(placeholder.style.maxWidth).toBe('');
  });

  it('takes another label', () => {
    render(<AdSlot id="pr" sizes={[[300, 250]]} reservedHeight={250} label="スポンサーリンク" />);
    expect(screen.getByText('スポンサーリンク')).toBeInTheDocument();
  });

  it('has no axe violations, several on one page included', async () => {
    const { container } = render(
      <main>
        <h1>記事</h1>
        <AdSlot id="a" sizes={[[300, 250]]} reservedHeight={250} />
        <p>本文</p>
        <AdSlot id="b" sizes={[[728, 90]]} reservedHeight={90} />
      </main>,
    );
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('placeholderWidth', () => {
  it.each<[AdSize[], number | null]>([
    [[[300, 250], [300, 600]], 300],
    [[[300, 250], [336, 280], [600, 250]], 600],
    [[[320, 50], 'fluid'], null],
    [[], null],
  ])('%j → %p', (sizes, width) => {
    expect(placeholderWidth(sizes)).toBe(width);
  });
});
