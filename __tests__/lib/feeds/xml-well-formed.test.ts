import { parseXml } from './xml-well-formed.mjs';

// The tests' XML reader must reject what a real XML parser rejects, or the feed tests prove nothing.
const MALFORMED: ReadonlyArray<readonly [string, string]> = [
  ['an unclosed element', '<a><b></a>'],
  ['crossed elements', '<a><b><c></b></c></a>'],
  ['a bare ampersand', '<a>Q&A</a>'],
  ['an unknown entity', '<a>&nbsp;</a>'],
  ['a stray less-than', '<a>1 < 2</a>'],
  ['an unquoted attribute', '<a href=x></a>'],
  ['a repeated attribute', '<a x="1" x="2"></a>'],
  ['a less-than in an attribute', '<a x="<"></a>'],
  ['two roots', '<a></a><b></b>'],
  ['text after the root', '<a></a>trailing'],
  ['an undeclared prefix', '<news:news></news:news>'],
  ['a control character', '<a>\u0001</a>'],
  ['a reference to a control character', '<a>&#1;</a>'],
  ['an XML declaration not at the start', ' <?xml version="1.0"?><a/>'],
  ['no root at all', '<?xml version="1.0" encoding="UTF-8"?>'],
];

const WELL_FORMED: ReadonlyArray<readonly [string, string]> = [
  ['escaped text and attributes', '<?xml version="1.0" encoding="UTF-8"?>\n<a x="&quot;&amp;&apos;">&lt;b&gt; &#12354; &#x3042;</a>'],
  ['declared prefixes', '<urlset xmlns="urn:a" xmlns:news="urn:b"><news:name>プレイノート</news:name></urlset>'],
  ['self-closing elements and comments', '<a><!-- note --><b/><c x="1" /></a>'],
  ['CDATA', '<a><![CDATA[<b>&]]></a>'],
];

function domParserAccepts(text: string): boolean {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  return document.getElementsByTagName('parsererror').length === 0;
}

describe('XML well-formedness check used by the feed tests', () => {
  it.each(MALFORMED)('rejects %s, as the browser XML parser does', (_name, text) => {
    expect(() => parseXml(text)).toThrow();
    if (!text.includes('news:')) expect(domParserAccepts(text)).toBe(false);
  });

  it.each(WELL_FORMED)('accepts %s, as the browser XML parser does', (_name, text) => {
    expect(() => parseXml(text)).not.toThrow();
    expect(domParserAccepts(text)).toBe(true);
  });

  it('decodes entities and resolves namespaces', () => {
    const { root } = parseXml('<urlset xmlns="urn:a" xmlns:news="urn:b"><news:title>A &amp; B</news:title></urlset>');
    expect(root.namespace).toBe('urn:a');
    expect(root.children[0]).toMatchObject({ localName: 'title', namespace: 'urn:b', text: 'A & B' });
  });
});
