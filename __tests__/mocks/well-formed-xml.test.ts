import { xmlProblem } from './support/well-formed-xml';

describe('xmlProblem (the test helper itself)', () => {
  it.each([
    ['balanced document', '<svg a="1"><g><text x="1">A&amp;B</text></g><rect/></svg>', null],
    ['unclosed element', '<svg><g></svg>', expect.stringContaining('closes nothing')],
    ['raw ampersand', '<svg><text>A&B</text></svg>', expect.stringContaining('unescaped &')],
    ['raw less-than in text', '<svg><text>a < b</text></svg>', expect.stringContaining('stray <')],
    ['unquoted attribute', '<svg a=1></svg>', expect.stringContaining('stray <')],
    ['two roots', '<svg></svg><svg></svg>', '2 root elements'],
  ])('%s', (_, xml, expected) => {
    expect(xmlProblem(xml)).toEqual(expected);
  });
});
