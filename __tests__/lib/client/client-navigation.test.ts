import { clientNavigationHref, withTrailingSlash, type ClickFacts } from '@/lib/client/client-navigation';

const PLAIN: ClickFacts = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

function anchor(attributes: Record<string, string>): HTMLAnchorElement {
  const element = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe('clientNavigationHref: which clicks the router takes and which stay with the browser', () => {
  it.each([
    ['a plain primary click on a site path', {}, { href: '/article/202607/123/' }, '/article/202607/123/'],
    ['a site path with a query and a hash', {}, { href: '/search/?q=ゼルダ#results' }, '/search/?q=ゼルダ#results'],
    ['target="_self" (the same tab)', {}, { href: '/ranking/article/', target: '_self' }, '/ranking/article/'],
    ['Cmd-click (new tab on a Mac)', { metaKey: true }, { href: '/a/' }, null],
    ['Ctrl-click (new tab)', { ctrlKey: true }, { href: '/a/' }, null],
    ['Shift-click (new window)', { shiftKey: true }, { href: '/a/' }, null],
    ['Alt-click (download)', { altKey: true }, { href: '/a/' }, null],
    ['a middle click', { button: 1 }, { href: '/a/' }, null],
    ['a click the page already handled', { defaultPrevented: true }, { href: '/a/' }, null],
    ['target="_blank"', {}, { href: '/a/', target: '_blank' }, null],
    ['a download link', {}, { href: '/a.pdf', download: '' }, null],
    ['another site', {}, { href: 'https://example.com/' }, null],
    ['a scheme-relative address (another host)', {}, { href: '//example.com/a/' }, null],
    ['a hash on this page', {}, { href: '#comments' }, null],
    ['mailto:', {}, { href: 'mailto:info@example.com' }, null],
    ['an anchor without href', {}, {}, null],
  ])('%s → %p', (_name, click, attributes, expected) => {
    expect(clientNavigationHref({ ...PLAIN, ...click }, anchor(attributes))).toBe(expected ?? null);
  });
});

describe('withTrailingSlash: in-site hrefs end in a slash, as the site’s addresses do', () => {
  it.each([
    ['/category/news/page/1', '/category/news/page/1/'],
    ['/category/news/page/1/', '/category/news/page/1/'],
    ['/search?q=a', '/search/?q=a'],
    ['/article/202607/1#comments', '/article/202607/1/#comments'],
    ['/', '/'],
    ['/images/logo.png', '/images/logo.png'],
    ['https://example.com/path', 'https://example.com/path'],
    ['//example.com/path', '//example.com/path'],
    ['#top', '#top'],
  ])('%s → %s', (href, expected) => {
    expect(withTrailingSlash(href)).toBe(expected);
  });
});
