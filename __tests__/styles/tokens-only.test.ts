/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// Component styles use the design tokens of styles/_tokens.scss: type sizes from the scale and
// colours from the roles (which carry the light and dark values). Only styles/ holds literals.

const ROOT = join(__dirname, '..', '..');
const COMPONENTS = join(ROOT, 'components');
/** AMP pages carry their own inline CSS (AMP rules); excluded should they ever get scss. */
const EXCLUDED_DIRECTORIES = [join(COMPONENTS, 'amp')];

interface Finding {
  line: number;
  rule: 'font-size' | 'colour';
  text: string;
}

const LITERAL_SIZE = /(?<![\w$-])\d*\.?\d+(?:px|rem|em)\b/;
const FONT_SIZE_DECLARATION = /^\s*font-size\s*:(.*)$/;
// The `font` shorthand carries a size too (`font: 700 14px/1.5 …`).
const FONT_SHORTHAND_DECLARATION = /^\s*font\s*:(.*)$/;
const HEX_COLOUR = /(?<![\w&-])#[0-9a-f]{3,8}\b/i;
const FUNCTION_COLOUR = /(?<![\w-])(?:rgba?|hsla?)\(/i;
const NAMED_COLOUR = /(?<![\w$-])(?:white|black)(?![\w-])/i;

/** Drops comments, keeping line numbers (block comments become blank lines). */
function withoutComments(source: string): string[] {
  const noBlocks = source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''));
  return noBlocks.split('\n').map((line) => line.replace(/(^|\s)\/\/.*$/, '$1'));
}

/** The value part of a declaration (`prop: value;`), or null for selectors, braces and at-rules. */
function declarationValue(line: string): string | null {
  const trimmed = line.trim();
  if (trimmed === '' || trimmed.endsWith('{') || trimmed.endsWith(',') || trimmed.startsWith('@')) return null;
  const colon = trimmed.indexOf(':');
  return colon === -1 ? null : trimmed.slice(colon + 1);
}

/** Literal font sizes and colours in one scss source, with their line numbers (1-based). */
function findLiterals(source: string): Finding[] {
  return withoutComments(source).flatMap((line, index): Finding[] => {
    const findings: Finding[] = [];
    const sizeValue = FONT_SIZE_DECLARATION.exec(line)?.[1] ?? FONT_SHORTHAND_DECLARATION.exec(line)?.[1];
    if (sizeValue !== undefined && LITERAL_SIZE.test(sizeValue)) findings.push({ line: index + 1, rule: 'font-size', text: line.trim() });
    const value = declarationValue(line);
    if (value !== null && (HEX_COLOUR.test(value) || FUNCTION_COLOUR.test(value) || NAMED_COLOUR.test(value))) {
      findings.push({ line: index + 1, rule: 'colour', text: line.trim() });
    }
    return findings;
  });
}

function scssFiles(directory: string): string[] {
  if (EXCLUDED_DIRECTORIES.includes(directory)) return [];
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return scssFiles(path);
    return entry.name.endsWith('.scss') ? [path] : [];
  });
}

describe('findLiterals', () => {
  it.each([
    ['font-size: 14px;', 'font-size'],
    ['  font-size: 1.25rem;', 'font-size'],
    ['font-size: .9em;', 'font-size'],
    ['font: 700 14px/1.5 sans-serif;', 'font-size'],
    ['color: #fff;', 'colour'],
    ['background: #F0A500;', 'colour'],
    ['border: 1px solid #e3e6ea80;', 'colour'],
    ['background: rgba(0, 0, 0, 0.8);', 'colour'],
    ['box-shadow: 0 1px 2px rgb(0 0 0 / 10%);', 'colour'],
    ['color: hsl(0 0% 100%);', 'colour'],
    ['color: white;', 'colour'],
    ['background: Black;', 'colour'],
    ['$award-gold: #7a5a00;', 'colour'],
  ])('flags %s as a literal %s', (line, rule) => {
    expect(findLiterals(line)).toEqual([{ line: 1, rule, text: line.trim() }]);
  });

  it.each([
    'font-size: $font-size-md;',
    'font-size: inherit;',
    'font: inherit;',
    'color: $color-on-brand;',
    'white-space: nowrap;',
    'background: color-mix(in srgb, $color-brand 14%, $color-surface);',
    'padding: 0 $space-1;',
    'line-height: 1.5;',
    'width: calc(#{$rail-width} + 2em);',
    '.title[data-black] {',
    '&#main,',
    '// font-size: 14px; color: #fff;',
    '/* background: white; */',
    'content: "›";',
  ])('leaves %s alone', (line) => {
    expect(findLiterals(line)).toEqual([]);
  });

  it('names the line of each finding', () => {
    const source = ['.a {', '  /* a note', '     over two lines */', '  color: #fff;', '}'].join('\n');
    expect(findLiterals(source)).toEqual([{ line: 4, rule: 'colour', text: 'color: #fff;' }]);
  });
});

const files = scssFiles(COMPONENTS).map((path) => relative(ROOT, path));

describe('component styles use tokens only', () => {
  it('finds the component stylesheets', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files)('%s has no literal font size or colour', (file) => {
    const findings = findLiterals(readFileSync(join(ROOT, file), 'utf8')).map(({ line, rule, text }) => `${file}:${line} literal ${rule}: ${text}`);
    expect(findings).toEqual([]);
  });
});
