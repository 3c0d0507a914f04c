// Whether a Japanese font is installed: without one chromium draws every kana and kanji as a box,
// so every width a layout test or screenshot measures is wrong.
import { execFileSync } from 'node:child_process';

export function hasJapaneseFont() {
  try {
    return execFileSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}
