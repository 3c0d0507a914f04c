/** @jest-environment node */
import { ampAnalyticsConfig, ampAnalyticsElement } from '@/components/amp/amp-analytics';
import { escapeHtml, jsonForScript, usedExtensions } from '@/components/amp/amp-document';

describe('amp-analytics', () => {
  it('the gtag config sends page views for the id', () => {
    expect(ampAnalyticsConfig('G-ABC123XYZ')).toEqual({ vars: { gtag_id: 'G-ABC123XYZ', config: { 'G-ABC123XYZ': { groups: 'default' } } } });
  });

  it('the element carries that config as its JSON', () => {
    expect(ampAnalyticsElement('G-ABC123XYZ')).toBe(
      '<amp-analytics type="gtag" data-credentials="include"><script type="application/json">{"vars":{"gtag_id":"G-ABC123XYZ","config":{"G-ABC123XYZ":{"groups":"default"}}}}</script></amp-analytics>',
    );
  });
});

describe('AMP document helpers', () => {
  it('escapeHtml escapes markup and quotes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('jsonForScript cannot close its script and still parses to the same value', () => {
    const value = { text: '</script><script>alert(1)</script> & \u2028' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('usedExtensions lists the extension elements a body contains', () => {
    expect(usedExtensions('<p>amp-ad</p><amp-youtube data-videoid="x"></amp-youtube>')).toEqual(['amp-youtube']);
    expect(usedExtensions('<amp-analytics type="gtag"></amp-analytics><amp-ad type="doubleclick"></amp-ad>')).toEqual(['amp-ad', 'amp-analytics']);
    expect(usedExtensions('<amp-img src="x"></amp-img>')).toEqual([]);
  });
});
