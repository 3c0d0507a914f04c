/** @jest-environment node */
import type * as nodeCrypto from 'node:crypto';
import { createHmac } from 'node:crypto';
import {
  DEFAULT_PREVIEW_LIFETIME_MS,
  MAX_PREVIEW_LIFETIME_MS,
  MAX_PREVIEW_TOKEN_LENGTH,
  normalisePreviewPath,
  previewTokenExpiry,
  signPreviewPath,
  verifyPreviewToken,
} from '@/lib/preview/token';

const SECRET = 'unit-test-preview-secret-0123456789abcdef';
const PATH = '/preview/article/123456/';
const NOW = new Date('2026-11-20T03:00:00Z');
const HOUR_MS = 3_600_000;
const inHours = (hours: number) => new Date(NOW.getTime() + hours * HOUR_MS);

/** The token format written out independently of the module: `{expires}.{base64url(HMAC)}`. */
function forge(path: string, expiresUnixSeconds: number, secret = SECRET): string {
  return `${expiresUnixSeconds}.${createHmac('sha256', secret).update(`${path}\n${expiresUnixSeconds}`).digest('base64url')}`;
}

/** Changes one base64url character of the signature at `index` (0 first, -1 last). */
function flipSignatureChar(token: string, index: number): string {
  const [expires, signature = ''] = token.split('.');
  const at = index < 0 ? signature.length + index : index;
  const replacement = signature[at] === 'A' ? 'B' : 'A';
  return `${expires}.${signature.slice(0, at)}${replacement}${signature.slice(at + 1)}`;
}

describe('preview tokens: HMAC-SHA256 over path and expiry (DECISIONS.md, Previews)', () => {
  it('a token signed for a path is valid for that path until it expires', () => {
    const token = signPreviewPath(PATH, inHours(24), SECRET, NOW);
    expect(verifyPreviewToken(token, PATH, SECRET, NOW)).toBe('valid');
    expect(verifyPreviewToken(token, PATH, SECRET, inHours(23.9))).toBe('valid');
  });

  it('the token is {expiresUnixSeconds}.{base64url(HMAC-SHA256(secret, "path\\nexpires"))}', () => {
    const expiresAt = inHours(24);
    const expires = Math.floor(expiresAt.getTime() / 1000);
    expect(signPreviewPath(PATH, expiresAt, SECRET, NOW)).toBe(forge(PATH, expires));
    expect(previewTokenExpiry(forge(PATH, expires))).toEqual(new Date(expires * 1000));
  });

  it.each([
    ['without the trailing slash', '/preview/article/123456'],
    ['with a query', '/preview/article/123456/?page=2&token=x'],
    ['without slash, with a query', '/preview/article/123456?page=2'],
    ['with a fragment', '/preview/article/123456/#toc'],
  ])('the path is normalised before signing and checking: %s (spec §2)', (_name, variant) => {
    expect(normalisePreviewPath(variant)).toBe(PATH);
    expect(verifyPreviewToken(signPreviewPath(variant, inHours(1), SECRET, NOW), PATH, SECRET, NOW)).toBe('valid');
    expect(verifyPreviewToken(signPreviewPath(PATH, inHours(1), SECRET, NOW), variant, SECRET, NOW)).toBe('valid');
  });

  it('an expired token is "expired", from the second it expires', () => {
    const token = signPreviewPath(PATH, inHours(1), SECRET, NOW);
    expect(verifyPreviewToken(token, PATH, SECRET, inHours(1))).toBe('expired');
    expect(verifyPreviewToken(token, PATH, SECRET, inHours(24 * 365))).toBe('expired');
  });

  it.each([
    ['first character', 0],
    ['middle character', 21],
    ['last character', -1],
  ])('a tampered signature (%s changed) is invalid', (_name, index) => {
    const token = signPreviewPath(PATH, inHours(1), SECRET, NOW);
    expect(verifyPreviewToken(flipSignatureChar(token, index), PATH, SECRET, NOW)).toBe('invalid');
  });

  it('a tampered expiry (a later time with the old signature) is invalid', () => {
    const token = signPreviewPath(PATH, inHours(1), SECRET, NOW);
    const [expires, signature] = token.split('.');
    expect(verifyPreviewToken(`${Number(expires) + 86_400}.${signature}`, PATH, SECRET, NOW)).toBe('invalid');
    // An expired link cannot be revived by moving its expiry either.
    expect(verifyPreviewToken(`${Number(expires) + 86_400}.${signature}`, PATH, SECRET, inHours(2))).toBe('invalid');
  });

  it.each([
    ['another article', '/preview/article/123457/'],
    ['a version of the same article', '/preview/article/123456/2/'],
    ['the public article', '/article/202611/123456/'],
    ['a special preview', '/preview/special/tgs2026/123456/'],
    ['a longer id with the same prefix', '/preview/article/1234567/'],
  ])('a token for one path does not open another: %s', (_name, otherPath) => {
    const token = signPreviewPath(PATH, inHours(1), SECRET, NOW);
    expect(verifyPreviewToken(token, otherPath, SECRET, NOW)).toBe('invalid');
  });

  it('a token signed with another secret is invalid', () => {
    const token = signPreviewPath(PATH, inHours(1), `${SECRET}-rotated`, NOW);
    expect(verifyPreviewToken(token, PATH, SECRET, NOW)).toBe('invalid');
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['empty', ''],
    ['31 characters', 'x'.repeat(31)],
  ])('without a usable secret (%s) nothing verifies and nothing is signed', (_name, secret) => {
    const token = forge(PATH, Math.floor(inHours(1).getTime() / 1000), secret ?? '');
    expect(verifyPreviewToken(token, PATH, secret, NOW)).toBe('invalid');
    expect(() => signPreviewPath(PATH, inHours(1), secret as string, NOW)).toThrow(/at least 32 characters/);
  });

  const valid = () => signPreviewPath(PATH, inHours(1), SECRET, NOW);
  it.each<[string, () => unknown]>([
    ['undefined', () => undefined],
    ['an array of tokens', () => [valid()]],
    ['empty', () => ''],
    ['no dot', () => valid().replace('.', '')],
    ['only the expiry', () => valid().split('.')[0]],
    ['only the signature', () => `.${valid().split('.')[1]}`],
    ['three parts', () => `${valid()}.x`],
    ['padded base64', () => `${valid()}=`],
    ['standard base64 characters', () => valid().replace(/[-_]/g, '+').replace(/^(\d+\.)[A-Za-z0-9]/, '$1+')],
    ['not base64 at all', () => `${valid().split('.')[0]}.${'!'.repeat(43)}`],
    ['a short signature', () => valid().slice(0, -1)],
    ['a negative expiry', () => `-${valid()}`],
    ['an expiry with a fraction', () => valid().replace('.', '.5.')],
    ['huge', () => `${'9'.repeat(MAX_PREVIEW_TOKEN_LENGTH)}.${valid().split('.')[1]}`],
    ['a megabyte', () => 'a'.repeat(1_000_000)],
    ['whitespace around', () => ` ${valid()} `],
  ])('a malformed token (%s) is invalid', (_name, token) => {
    expect(verifyPreviewToken(token(), PATH, SECRET, NOW)).toBe('invalid');
  });

  it('previewTokenExpiry reads nothing from a malformed token', () => {
    expect(previewTokenExpiry('abc')).toBeNull();
    expect(previewTokenExpiry('')).toBeNull();
  });
});

describe('preview link lifetime', () => {
  it('default lifetime is 7 days, the cap 30 days', () => {
    expect(DEFAULT_PREVIEW_LIFETIME_MS).toBe(7 * 24 * HOUR_MS);
    expect(MAX_PREVIEW_LIFETIME_MS).toBe(30 * 24 * HOUR_MS);
  });

  it('a link can be signed for up to 30 days, not longer', () => {
    expect(verifyPreviewToken(signPreviewPath(PATH, inHours(30 * 24), SECRET, NOW), PATH, SECRET, NOW)).toBe('valid');
    expect(() => signPreviewPath(PATH, inHours(30 * 24 + 1), SECRET, NOW)).toThrow(RangeError);
  });

  it('a link cannot be signed to expire in the past or now', () => {
    expect(() => signPreviewPath(PATH, NOW, SECRET, NOW)).toThrow(RangeError);
    expect(() => signPreviewPath(PATH, inHours(-1), SECRET, NOW)).toThrow(RangeError);
    expect(() => signPreviewPath(PATH, new Date(Number.NaN), SECRET, NOW)).toThrow(RangeError);
  });

  it('a genuine token expiring beyond the cap (signed elsewhere with the secret) is refused', () => {
    const farFuture = forge(PATH, Math.floor(inHours(30 * 24 + 2).getTime() / 1000));
    expect(verifyPreviewToken(farFuture, PATH, SECRET, NOW)).toBe('invalid');
    // …until it is within 30 days of expiring: the cap bounds how long any link stays open.
    expect(verifyPreviewToken(farFuture, PATH, SECRET, inHours(3))).toBe('valid');
  });
});

describe('constant-time comparison', () => {
  // The module's own `node:crypto` (core modules are shared, so the spy sees its calls).
  const crypto = jest.requireActual<typeof nodeCrypto>('node:crypto');
  afterEach(() => jest.restoreAllMocks());

  it('signatures are compared with crypto.timingSafeEqual on equal-length buffers', () => {
    const spy = jest.spyOn(crypto, 'timingSafeEqual');
    const token = signPreviewPath(PATH, inHours(1), SECRET, NOW);
    expect(verifyPreviewToken(token, PATH, SECRET, NOW)).toBe('valid');
    expect(spy).toHaveBeenCalledTimes(1);
    const [given, expected] = spy.mock.calls[0] as [Buffer, Buffer];
    expect(given.length).toBe(expected.length);
  });

  it.each([0, -1])('a signature wrong at position %i is still compared in full (no early return)', (index) => {
    const spy = jest.spyOn(crypto, 'timingSafeEqual');
    const token = flipSignatureChar(signPreviewPath(PATH, inHours(1), SECRET, NOW), index);
    expect(verifyPreviewToken(token, PATH, SECRET, NOW)).toBe('invalid');
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('an expired token is told apart only after its signature is checked', () => {
    const spy = jest.spyOn(crypto, 'timingSafeEqual');
    expect(verifyPreviewToken(signPreviewPath(PATH, inHours(1), SECRET, NOW), PATH, SECRET, inHours(2))).toBe('expired');
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
