import { listedQueryUrl } from '@/lib/page-config/listed-query';

describe('listedQueryUrl (issue 35, finding 3: keys a page does not read never split the render cache)', () => {
  it.each([
    ['/ranking/article/', [], '/ranking/article/', false],
    ['/ranking/article/?cb=1', [], '/ranking/article/', true],
    ['/ranking/article/?cb=2&utm_source=x', [], '/ranking/article/', true],
    ['/article/202611/1/?page=2', ['page'], '/article/202611/1/?page=2', false],
    ['/article/202611/1/?cb=9&page=2', ['page'], '/article/202611/1/?page=2', true],
    ['/search/?type=game&q=%E3%82%BC%E3%83%8E', ['q', 'type', 'page'], '/search/?q=%E3%82%BC%E3%83%8E&type=game', false],
    ['/archive/?year=2026&month=11&x=1', ['year', 'month'], '/archive/?month=11&year=2026', true],
  ] as const)('%s with keys %j → %s (others: %s)', (resolvedUrl, keys, url, unlisted) => {
    expect(listedQueryUrl(resolvedUrl, keys)).toEqual({ url, unlisted });
  });
});
