import { act, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { join } from 'node:path';
import { compileString } from 'sass';
import { readFileSync } from 'node:fs';
import { choosePromotion, HOUSE_PROMOTION_LABEL } from '@/ads/house-promotions';
import type { AdSize } from '@/ads/types';
import { AD_LABEL, AdSlot, placeholderWidth } from '@/components/ads/ad-slot';
import { slotViews } from '@/lib/client/gpt/slot-view-store';

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

  it('is as wide as its widest size, its waiting surface hidden from assistive technology', () => {
    const { container } = render(<AdSlot id="footer" sizes={[[728, 90]]} reservedHeight={90} />);
    expect(container.querySelector('#footer + [aria-hidden="true"]')).toBeInTheDocument();
    expect((container.querySelector('[data-ad-slot]') as HTMLElement).style.maxWidth).toBe('728px');
  });

  it('a fluid slot takes the column width', () => {
    const { container } = render(<AdSlot id="sp" sizes={[[320, 50], 'fluid']} reservedHeight={100} />);
    expect((container.querySelector('[data-ad-slot]') as HTMLElement).style.maxWidth).toBe('');
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

describe('AdSlot: what the reader sees as the slot gets its answer', () => {
  const id = 'playnote-s_article_headbnr_gam';
  afterEach(() => act(() => slotViews.reset(id)));

  const view = (container: HTMLElement) => container.querySelector('[data-ad-slot]')?.getAttribute('data-slot-view');

  it('waiting: the 広告 label over a calm surface, no promotion yet', () => {
    const { container } = render(<AdSlot id={id} sizes={[[320, 50], [320, 100]]} reservedHeight={100} />);
    expect(view(container)).toBe('waiting');
    expect(screen.getByText(AD_LABEL)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('filled: keeps its 広告 label', () => {
    const { container } = render(<AdSlot id={id} sizes={[[320, 100]]} reservedHeight={100} />);
    act(() => slotViews.answer(id, 'filled', () => 'house-promotion'));
    expect(view(container)).toBe('filled');
    expect(screen.getByText(AD_LABEL)).toBeInTheDocument();
  });

  it('empty in view: a house promotion with a link in the same frame, labelled as the site’s own', async () => {
    const { container } = render(<AdSlot id={id} sizes={[[320, 50], [320, 100]]} reservedHeight={100} slotIndex={0} />);
    act(() => slotViews.answer(id, 'empty', () => 'house-promotion'));
    expect(view(container)).toBe('house-promotion');
    // The promotion's code loads only now (React.lazy): not first-load JavaScript; label and card change together.
    const { promotion } = choosePromotion([[320, 100]], 0, window.location.pathname);
    const link = await screen.findByRole('link', { name: new RegExp(promotion.eyebrow) });
    expect(screen.getByText(HOUSE_PROMOTION_LABEL)).toBeInTheDocument();
    expect(screen.queryByText(AD_LABEL)).toBeNull();
    expect(link).toHaveAttribute('href', promotion.href);
    const frame = container.querySelector(`#${id}`)?.parentElement as HTMLElement;
    expect(frame).toContainElement(link);
    expect(frame.style.minHeight).toBe('100px');
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'strip');
  });

  it('empty below the screen: collapsed (the stylesheet hides it)', () => {
    const { container } = render(<AdSlot id={id} sizes={[[320, 100]]} reservedHeight={100} />);
    act(() => slotViews.answer(id, 'empty', () => 'collapse'));
    expect(view(container)).toBe('collapsed');
    const css = compileString(readFileSync(join(process.cwd(), 'components/ads/ad-slot.module.scss'), 'utf8'), {
      loadPaths: [join(process.cwd(), 'components/ads')],
    }).css;
    expect(css).toMatch(/\.container\[data-slot-view=collapsed\]\s*\{\s*display:\s*none/);
  });

  it('a promotion page has no axe violations', async () => {
    const { container } = render(
      <main>
        <h1>記事</h1>
        <AdSlot id={id} sizes={[[300, 600]]} reservedHeight={600} />
      </main>,
    );
    act(() => slotViews.answer(id, 'empty', () => 'house-promotion'));
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
