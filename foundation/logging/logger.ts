/** Structured logs: one JSON object per line on stdout/stderr (DECISIONS.md, Operations). */
export type LogLevel = 'info' | 'warn' | 'error';

/**
 * Characters JSON.stringify leaves as they are but that some log readers take as a line break or a
 * terminal command: DEL and the C1 controls (U+0085 NEL, U+009B CSI) and the line and paragraph
 * separators U+2028/U+2029. Written as \u escapes, the line stays valid JSON with the same value.
 */
const LINE_UNSAFE_CHARACTERS = /[\u007f-\u009f\u2028\u2029]/g;

/** One log line: JSON (which escapes C0 controls such as \n and ESC) with the characters above escaped too. */
export function toLogLine(level: LogLevel, event: string, fields: Record<string, unknown> = {}): string {
  const json = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  return json.replace(LINE_UNSAFE_CHARACTERS, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function log(level: LogLevel, event: string, fields: Record<string, unknown> = {}): void {
  const line = toLogLine(level, event, fields);
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}
