import { fireEvent, render, screen } from '@testing-library/react';
import { join } from 'node:path';
import { CLOSE_ICON_BANNER_LABEL, IconBanner } from '@/components/banners/icon-banner';
import { bannerView, compiledCss, rulesOf, withDevice } from './banner-test-helpers';

const banners = { PC: bannerView('pc'), SP: bannerView('sp') };

describe('IconBanner (spec §4)', () => {
  it.each([
    ['PC', '『ゲームpc』好評発売中'],
    ['SP', '『ゲームsp』好評発売中'],
  ] as const)('on %s: the device’s icon banner, alt text, rel="sponsored noopener", PR label and a close button', (device, alt) => {
    render(withDevice(device, <IconBanner banners={banners} />));
    expect(screen.getByRole('img', { name: alt })).toHaveAttribute('width', '120');
    expect(screen.getByRole('link', { name: alt })).toHaveAttribute('rel', 'sponsored noopener');
    expect(screen.getByText('PR')).toBeVisible();
    expect(screen.getByRole('button', { name: CLOSE_ICON_BANNER_LABEL })).toBeInTheDocument();
  });

  it('the close button hides it, without storing anything', () => {
    const { container, unmount } = render(withDevice('SP', <IconBanner banners={banners} />));
    fireEvent.click(screen.getByRole('button', { name: '広告を閉じる' }));
    expect(container).toBeEmptyDOMElement();
    expect(window.localStorage).toHaveLength(0);
    expect(window.sessionStorage).toHaveLength(0);
    expect(document.cookie).toBe('');
    unmount();
    // The next page view shows it again.
    render(withDevice('SP', <IconBanner banners={banners} />));
    expect(screen.getByRole('img', { name: '『ゲームsp』好評発売中' })).toBeInTheDocument();
  });

  it('nothing for a device without one or on a page without ads', () => {
    expect(render(withDevice('PC', <IconBanner banners={{ PC: null, SP: bannerView('sp') }} />)).container).toBeEmptyDOMElement();
    expect(render(<IconBanner banners={banners} />).container).toBeEmptyDOMElement();
  });

  it('sits fixed in a corner', () => {
    const css = compiledCss(join(process.cwd(), 'components/banners/icon-banner.module.scss'));
    expect(rulesOf(css, '.icon', null)).toMatch(/position:\s*fixed/);
    expect(rulesOf(css, '.close', null)).toMatch(/width:\s*28px/);
  });
});
