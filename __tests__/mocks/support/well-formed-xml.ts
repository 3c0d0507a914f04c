/**
 * A small well-formedness check for the generated SVG: tags balance, attributes are quoted, text and
 * attribute values carry no raw `<` and every `&` starts an entity. Returns the first problem or null.
 */
export function xmlProblem(xml: string): string | null {
  const stack: string[] = [];
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|<|&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/gi;
  let match: RegExpExecArray | null;
  let roots = 0;
  while ((match = token.exec(xml)) !== null) {
    const [whole, closing, name, , selfClosing] = match;
    if (whole === '<') return `stray < at ${match.index}`;
    if (whole.startsWith('&')) return `unescaped & at ${match.index}`;
    if (closing) {
      if (stack.pop() !== name) return `</${name}> closes nothing at ${match.index}`;
    } else if (!selfClosing) {
      if (stack.length === 0) roots += 1;
      stack.push(name as string);
    } else if (stack.length === 0) {
      roots += 1;
    }
  }
  if (stack.length > 0) return `unclosed <${stack.at(-1)}>`;
  return roots === 1 ? null : `${roots} root elements`;
}
