/** @jest-environment node */
import { isExternalHref, safeHref } from '@/foundation/site/safe-url';

describe('safeHref', () => {
  it.each([
    ['javascript: URL', 'javascript:alert(1)'],
    ['upper-case JavaScript: URL', 'JavaScript:alert(1)'],
    ['whitespace-prefixed javascript: URL', '  javascript:alert(1)'],
    ['tab and newline prefixed javascript: URL', '\t\njavascript:alert(1)'],
    ['javascript: with an embedded tab', 'java\tscript:alert(1)'],
    ['data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript: URL', 'vbscript:msgbox(1)'],
    ['protocol-relative URL', '//evil.example/path'],
    ['whitespace-prefixed protocol-relative URL', ' //evil.example/'],
    ['slash-backslash path browsers read as another host', '/\\evil.example/x'],
    ['slash-tab-slash path browsers read as another host', '/\t/evil.example/x'],
    ['slash-newline-slash path browsers read as another host', '/\n/evil.example/x'],
    ['mailto: URL', 'mailto:someone@example.com'],
    ['ftp: URL', 'ftp://files.example.com/a'],
    ['file: URL', 'file:///etc/passwd'],
    ['relative path without a slash', 'article/1/'],
    ['empty string', ''],
    ['blank string', '   '],
    ['null', null],
    ['undefined', undefined],
  ])('%s is not a safe link target → null (API text is never trusted as an href)', (_name, url) => {
    expect(safeHref(url)).toBeNull();
  });

  it.each([
    ['https URL', 'https://example.com/path?q=1', 'https://example.com/path?q=1'],
    ['http URL', 'http://example.com/', 'http://example.com/'],
    ['https URL with surrounding spaces', '  https://example.com/a  ', 'https://example.com/a'],
    ['upper-case scheme', 'HTTPS://example.com/a', 'https://example.com/a'],
    ['site path', '/article/202607/123/', '/article/202607/123/'],
    ['site path with a query', '/search/?q=%E3%82%B2', '/search/?q=%E3%82%B2'],
    ['site root', '/', '/'],
  ])('%s passes as a link target', (_name, url, expected) => {
    expect(safeHref(url)).toBe(expected);
  });
});

describe('isExternalHref', () => {
  it.each([
    ['https://example.com/', true],
    ['http://example.com/', true],
    ['/article/202607/123/', false],
    ['/', false],
  ])('%s → %s', (href, expected) => {
    expect(isExternalHref(href)).toBe(expected);
  });
});
