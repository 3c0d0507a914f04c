/** @jest-environment node */
import { log, toLogLine } from '@/foundation/logging/logger';

describe('log lines: one JSON object per line', () => {
  it.each([
    ['a newline and a carriage return', 'a\nb\rc'],
    ['an ANSI colour escape (ESC, a C0 control)', '\u001b[31mred\u001b[0m'],
    ['the line separators U+2028 and U+2029', 'a\u2028b\u2029c'],
    ['C1 controls: NEL and CSI', 'a\u0085b\u009b2J'],
    ['DEL', 'a\u007fb'],
    ['a lone surrogate', 'a\ud800b'],
  ])('%s is escaped, and the value reads back unchanged', (_case, text) => {
    const line = toLogLine('warn', 'test', { text });
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\ud800-\udfff]/);
    expect((JSON.parse(line) as { text: string }).text).toBe(text);
  });

  it('printable Japanese text is written as it is', () => {
    expect(toLogLine('info', 'test', { text: 'ゲーム記事' })).toContain('"text":"ゲーム記事"');
  });

  it.each([
    ['info', 'log'],
    ['warn', 'warn'],
    ['error', 'error'],
  ] as const)('%s goes to console.%s', (level, method) => {
    const spy = jest.spyOn(console, method).mockImplementation(() => undefined);
    log(level, 'event', { a: 1 });
    expect(JSON.parse(String(spy.mock.calls[0]?.[0]))).toMatchObject({ level, event: 'event', a: 1 });
    spy.mockRestore();
  });
});
