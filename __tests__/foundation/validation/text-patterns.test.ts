/** @jest-environment node */
import {
  extractCornerQuoted,
  isDigitsOnly,
  isMobileUserAgent,
  isUrlId,
  isYearMonth,
  MAX_URL_ID_LENGTH,
  startsWithDigit,
  stripToCode,
} from '@/foundation/validation/text-patterns';

const UA = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  desktopMacSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};

describe('isYearMonth', () => {
  it.each([
    ['190001', true, 'first month of the lowest year'],
    ['219912', true, 'last month of the highest year'],
    ['202601', true, 'month 01'],
    ['202612', true, 'month 12'],
    ['189912', false, 'year 1899 is below 1900'],
    ['220001', false, 'year 2200 is above 2199'],
    ['202600', false, 'month 00'],
    ['202613', false, 'month 13'],
    ['20261', false, '5 digits'],
    ['2026011', false, '7 digits'],
    ['abcdef', false, 'letters'],
    ['2026-1', false, 'separator'],
    ['', false, 'empty'],
    [' 202601', false, 'leading space'],
    ['２０２６０１', false, 'full-width digits'],
  ])('%s → %s: %s (spec §5 year-month of 6 digits, year 1900-2199, month 01-12)', (value, expected) => {
    expect(isYearMonth(value)).toBe(expected);
  });
});

describe('isDigitsOnly', () => {
  it.each([
    ['0', true],
    ['12345', true],
    ['007', true],
    ['', false],
    ['12a', false],
    ['-1', false],
    ['1.5', false],
    [' 12', false],
    ['12\n', false],
    ['１２', false],
  ])('%j → %s (spec §5 digits only)', (value, expected) => {
    expect(isDigitsOnly(value)).toBe(expected);
  });
});

describe('isMobileUserAgent', () => {
  it.each([
    ['Android phone', UA.android, true],
    ['iPhone', UA.iphone, true],
    ['iPod touch', UA.ipod, true],
    ['iPad', UA.ipad, false],
    ['desktop Chrome', UA.desktopChrome, false],
    ['desktop Safari', UA.desktopMacSafari, false],
    ['empty user agent', '', false],
    ['missing user agent (undefined)', undefined, false],
    ['missing user agent (null)', null, false],
  ])('%s → %s (spec §5 mobile user-agent test: Android, iPhone, iPod)', (_name, userAgent, expected) => {
    expect(isMobileUserAgent(userAgent)).toBe(expected);
  });
});

describe('startsWithDigit', () => {
  it.each([
    ['3ds', true],
    ['0', true],
    ['2026年', true],
    ['ps5', false],
    ['', false],
    [' 3ds', false],
    ['３ds', false],
  ])('%j → %s (spec §5 text starting with a digit)', (value, expected) => {
    expect(startsWithDigit(value)).toBe(expected);
  });
});

describe('stripToCode', () => {
  it.each([
    ['keeps letters, digits and hyphen unchanged', 'pc-game-2', 'pc-game-2'],
    ['removes Japanese characters', 'ゲームps5ニュース', 'ps5'],
    ['removes spaces', 'new article 1', 'newarticle1'],
    ['removes path traversal', '../../etc/passwd', 'etcpasswd'],
    ['removes markup characters', '<script>alert(1)</script>', 'scriptalert1script'],
    ['removes underscores and dots', 'a_b.c', 'abc'],
    ['removes full-width letters and digits', 'ＰＳ５', ''],
    ['removes query and fragment characters', 'news?x=1#top', 'newsx1top'],
    ['empty stays empty', '', ''],
  ])('%s (spec §5 stripping characters other than letters, digits and hyphen)', (_name, value, expected) => {
    expect(stripToCode(value)).toBe(expected);
  });
});

describe('extractCornerQuoted', () => {
  it.each([
    ['one quoted title', '新作「星のカービィ」発表', ['星のカービィ']],
    ['several quoted titles in order', '「ゼルダの伝説」と「マリオカート」が首位', ['ゼルダの伝説', 'マリオカート']],
    ['nested quotes yield the innermost text', '「外側「内側」外側」', ['内側']],
    ['an unclosed quote yields nothing', '「閉じていない', []],
    ['a lone closing quote yields nothing', '閉じだけ」', []],
    ['empty quotes yield nothing', '「」', []],
    ['no quotes yield nothing', '普通の見出し', []],
    ['double corner quotes 『』 are not corner quotes', '『二重かぎ括弧』', []],
    ['quoted text keeps spaces and symbols', '「A & B <C>」', ['A & B <C>']],
  ])('%s (spec §5 extracting text inside Japanese corner quotation marks)', (_name, value, expected) => {
    expect(extractCornerQuoted(value)).toEqual(expected);
  });
});

describe('isUrlId: an id in a URL is digits only (spec §5), at most 12 digits', () => {
  it.each([
    ['1', true],
    ['106021', true],
    ['9'.repeat(MAX_URL_ID_LENGTH), true],
    ['9'.repeat(MAX_URL_ID_LENGTH + 1), false],
    ['', false],
    ['12a', false],
    ['-1', false],
    ['１２', false],
  ])('%j → %s', (value, expected) => {
    expect(isUrlId(value)).toBe(expected);
    expect(MAX_URL_ID_LENGTH).toBe(12);
  });
});
