// A small, strict XML reader for tests (no npm package): it accepts well-formed, namespace-valid
// XML 1.0 as sitemaps and feeds use it and throws on anything a crawler's parser would reject:
// unclosed or crossed tags, a stray `<` or `&`, unknown entities, unquoted or repeated
// attributes, undeclared prefixes, characters XML forbids, text outside the root, a DOCTYPE.

const NAME = /^[A-Za-z_\u00C0-\uFFEF][\w.\-\u00B7\u00C0-\uFFEF]*(?::[A-Za-z_\u00C0-\uFFEF][\w.\-\u00B7\u00C0-\uFFEF]*)?$/;
const FORBIDDEN_CHAR = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
const PREDEFINED = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

export class XmlSyntaxError extends Error {
  constructor(message, offset) {
    super(`${message} at offset ${offset}`);
    this.name = 'XmlSyntaxError';
  }
}

function decodeReferences(raw, offset) {
  if (raw.includes('<')) throw new XmlSyntaxError('"<" in character data or attribute value', offset);
  return raw.replace(/&([^;&\s]*);|&/g, (whole, ref) => {
    if (ref === undefined) throw new XmlSyntaxError('bare "&"', offset);
    if (ref in PREDEFINED) return PREDEFINED[ref];
    const numeric = /^#(?:x([0-9a-fA-F]+)|(\d+))$/.exec(ref);
    if (!numeric) throw new XmlSyntaxError(`unknown entity &${ref};`, offset);
    const code = numeric[1] !== undefined ? parseInt(numeric[1], 16) : Number(numeric[2]);
    const char = String.fromCodePoint(code);
    if (code > 0x10ffff || FORBIDDEN_CHAR.test(char) || (code >= 0xd800 && code <= 0xdfff)) {
      throw new XmlSyntaxError(`reference to a forbidden character &${ref};`, offset);
    }
    return char;
  });
}

function parseAttributes(source, offset) {
  const attributes = {};
  const pattern = /\s+([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/gy;
  let position = 0;
  while (position < source.length) {
    if (/^\s*$/.test(source.slice(position))) break;
    pattern.lastIndex = position;
    const match = pattern.exec(source);
    if (!match) throw new XmlSyntaxError(`malformed attribute near "${source.slice(position, position + 30)}"`, offset);
    const [, name, double, single] = match;
    if (!NAME.test(name)) throw new XmlSyntaxError(`bad attribute name ${name}`, offset);
    if (Object.hasOwn(attributes, name)) throw new XmlSyntaxError(`repeated attribute ${name}`, offset);
    attributes[name] = decodeReferences(double ?? single, offset);
    position = pattern.lastIndex;
  }
  return attributes;
}

function resolveNamespaces(element, scope, offset) {
  const bindings = { ...scope };
  for (const [name, value] of Object.entries(element.attributes)) {
    if (name === 'xmlns') bindings[''] = value;
    else if (name.startsWith('xmlns:')) bindings[name.slice(6)] = value;
  }
  const prefixOf = (qualified) => (qualified.includes(':') ? qualified.split(':')[0] : '');
  const prefix = prefixOf(element.name);
  if (prefix && bindings[prefix] === undefined) throw new XmlSyntaxError(`undeclared prefix ${prefix}: on <${element.name}>`, offset);
  for (const name of Object.keys(element.attributes)) {
    const attributePrefix = prefixOf(name);
    if (attributePrefix && attributePrefix !== 'xmlns' && bindings[attributePrefix] === undefined) {
      throw new XmlSyntaxError(`undeclared prefix ${attributePrefix}: on attribute ${name}`, offset);
    }
  }
  element.namespace = bindings[prefix] ?? null;
  element.localName = prefix ? element.name.slice(prefix.length + 1) : element.name;
  return bindings;
}

/**
 * Parses `text` into `{ declaration, root }`; every element is
 * `{ name, localName, namespace, attributes, children, text }` (text: its own character data).
 */
export function parseXml(text) {
  const forbidden = FORBIDDEN_CHAR.exec(text);
  if (forbidden) throw new XmlSyntaxError('character XML forbids', forbidden.index);
  const declarationMatch = /^<\?xml\s+version="1\.[0-9]"(?:\s+encoding="[A-Za-z][\w.-]*")?(?:\s+standalone="(?:yes|no)")?\s*\?>/.exec(text);
  if (text.startsWith('<?xml') && !declarationMatch) throw new XmlSyntaxError('malformed XML declaration', 0);
  let position = declarationMatch ? declarationMatch[0].length : 0;
  const stack = [];
  const scopes = [{ xml: XML_NS }];
  let root = null;

  while (position < text.length) {
    const next = text.indexOf('<', position);
    const chunk = text.slice(position, next === -1 ? text.length : next);
    if (chunk.length > 0) {
      const decoded = decodeReferences(chunk, position);
      if (stack.length === 0) {
        if (decoded.trim() !== '') throw new XmlSyntaxError('text outside the root element', position);
      } else {
        stack.at(-1).text += decoded;
      }
    }
    if (next === -1) break;
    position = next;

    if (text.startsWith('<!--', position)) {
      const end = text.indexOf('-->', position + 4);
      if (end === -1 || text.slice(position + 4, end).includes('--')) throw new XmlSyntaxError('malformed comment', position);
      position = end + 3;
    } else if (text.startsWith('<![CDATA[', position)) {
      if (stack.length === 0) throw new XmlSyntaxError('CDATA outside the root element', position);
      const end = text.indexOf(']]>', position);
      if (end === -1) throw new XmlSyntaxError('unclosed CDATA section', position);
      stack.at(-1).text += text.slice(position + 9, end);
      position = end + 3;
    } else if (text.startsWith('<!', position)) {
      throw new XmlSyntaxError('DOCTYPE and other declarations are not expected', position);
    } else if (text.startsWith('<?', position)) {
      const end = text.indexOf('?>', position);
      if (end === -1 || /^<\?xml[\s?]/i.test(text.slice(position))) throw new XmlSyntaxError('misplaced XML declaration or open processing instruction', position);
      position = end + 2;
    } else if (text.startsWith('</', position)) {
      const end = text.indexOf('>', position);
      const name = end === -1 ? '' : text.slice(position + 2, end).trim();
      const open = stack.pop();
      scopes.pop();
      if (!open || open.name !== name) throw new XmlSyntaxError(`</${name}> does not close <${open?.name ?? 'nothing'}>`, position);
      position = end + 1;
    } else {
      const tag = /^<([^\s/>]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/.exec(text.slice(position));
      if (!tag) throw new XmlSyntaxError(`malformed tag near "${text.slice(position, position + 40)}"`, position);
      const [whole, name, rawAttributes, selfClosing] = tag;
      if (!NAME.test(name)) throw new XmlSyntaxError(`bad element name ${name}`, position);
      if (stack.length === 0 && root !== null) throw new XmlSyntaxError('a second root element', position);
      const element = { name, localName: name, namespace: null, attributes: parseAttributes(rawAttributes, position), children: [], text: '' };
      const bindings = resolveNamespaces(element, scopes.at(-1), position);
      if (stack.length === 0) root = element;
      else stack.at(-1).children.push(element);
      if (!selfClosing) {
        stack.push(element);
        scopes.push(bindings);
      }
      position += whole.length;
    }
  }
  if (stack.length > 0) throw new XmlSyntaxError(`<${stack.at(-1).name}> is never closed`, text.length);
  if (root === null) throw new XmlSyntaxError('no root element', 0);
  return { declaration: declarationMatch?.[0] ?? null, root };
}

/** Every descendant element (depth first) whose qualified name is `name`. */
export function findAll(element, name) {
  const found = [];
  for (const child of element.children) {
    if (child.name === name) found.push(child);
    found.push(...findAll(child, name));
  }
  return found;
}

/** The own text of the first child element named `name`, or undefined. */
export function childText(element, name) {
  return element.children.find((child) => child.name === name)?.text;
}
