/** The XML declaration every sitemap and feed starts with. */
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/**
 * Characters XML 1.0 does not allow anywhere, not even as references: C0 controls other than
 * tab, line feed and carriage return, lone surrogates, U+FFFE and U+FFFF.
 */
const INVALID_XML_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Text (or an attribute value) made safe for XML: `& < > " '` become entities and characters
 * XML cannot carry are dropped, so API text can never break the document.
 */
export function escapeXml(text: string): string {
  return text.replace(INVALID_XML_CHARS, '').replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** `<name>text</name>` with the text escaped. */
export function textElement(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}

/** ` key="value"` pairs, escaped, in the given order. */
export function attributes(values: Readonly<Record<string, string>>): string {
  return Object.entries(values)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
}
