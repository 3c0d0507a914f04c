import { attributes, escapeXml, textElement, XML_DECLARATION } from '@/lib/feeds/xml';
import { parseXml } from './xml-well-formed.mjs';

describe('XML escaping (valid XML from any API text)', () => {
  it.each([
    ['&', '&amp;'],
    ['<', '&lt;'],
    ['>', '&gt;'],
    ['"', '&quot;'],
    ["'", '&apos;'],
    ['Q&A <b>"1"</b> it\'s', 'Q&amp;A &lt;b&gt;&quot;1&quot;&lt;/b&gt; it&apos;s'],
    ['&amp; stays text', '&amp;amp; stays text'],
  ])('escapes %j as %j', (text, escaped) => {
    expect(escapeXml(text)).toBe(escaped);
  });

  it.each([
    ['a NUL', 'a\u0000b'],
    ['a vertical tab', 'a\u000bb'],
    ['an escape character', 'a\u001bb'],
    ['a lone high surrogate', 'a\ud83db'],
    ['a lone low surrogate', 'a\ude00b'],
    ['U+FFFF', 'a\uffffb'],
  ])('drops %s, which XML 1.0 cannot carry', (_name, text) => {
    expect(escapeXml(text)).toBe('ab');
  });

  it('keeps Japanese text, emoji (surrogate pairs), tabs and line breaks', () => {
    const text = 'プレイノート「新作」🎮\tタブ\n改行\r';
    expect(escapeXml(text)).toBe(text);
  });

  it('a text element with hostile text parses back to the same text', () => {
    const hostile = '</title><script>alert("x")</script>&\u0000]]>';
    const { root } = parseXml(textElement('title', hostile));
    expect(root.text).toBe('</title><script>alert("x")</script>&]]>');
    expect(root.children).toHaveLength(0);
  });

  it('attribute values are quoted and escaped', () => {
    expect(attributes({ href: 'https://a.test/?a=1&b="2"', rel: 'self' })).toBe(' href="https://a.test/?a=1&amp;b=&quot;2&quot;" rel="self"');
    const { root } = parseXml(`<a${attributes({ x: '<&>"\'' })}/>`);
    expect(root.attributes.x).toBe('<&>"\'');
  });

  it('the declaration names XML 1.0 and UTF-8', () => {
    expect(XML_DECLARATION).toBe('<?xml version="1.0" encoding="UTF-8"?>');
  });
});
