import { createHmac, timingSafeEqual } from 'node:crypto';
import { normalisePreviewPath } from '@/foundation/paths/preview';

export { normalisePreviewPath };

/**
 * Signed preview links (DECISIONS.md, Previews): `?token={expiresUnixSeconds}.{signature}` where
 * the signature is base64url(HMAC-SHA256(PREVIEW_SECRET, `{normalised path}\n{expiresUnixSeconds}`)).
 * A token opens exactly one path until it expires. Pure: no settings, no clock of its own.
 */

/** Shortest secret that may sign (the PREVIEW_SECRET rule of foundation/env/server-env.ts). */
export const MIN_PREVIEW_SECRET_LENGTH = 32;
/** Lifetime of a link when the editor asks for none. */
export const DEFAULT_PREVIEW_LIFETIME_MS = 7 * 24 * 3_600_000;
/** Longest lifetime a link may have, so a leaked link dies; tokens expiring later are refused. */
export const MAX_PREVIEW_LIFETIME_MS = 30 * 24 * 3_600_000;
/** Longer tokens are refused before any work is done (a real one is about 55 characters). */
export const MAX_PREVIEW_TOKEN_LENGTH = 128;

export type PreviewTokenStatus = 'valid' | 'expired' | 'invalid';

/** `{10 digits or so}.{43 base64url characters}` (32 bytes of HMAC-SHA256, unpadded). */
const TOKEN_SHAPE = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function isUsableSecret(secret: string | undefined | null): secret is string {
  return typeof secret === 'string' && secret.length >= MIN_PREVIEW_SECRET_LENGTH;
}

function signature(normalisedPath: string, expiresUnixSeconds: number, secret: string): string {
  return createHmac('sha256', secret).update(`${normalisedPath}\n${expiresUnixSeconds}`).digest('base64url');
}

/**
 * Signs a preview path until `expiresAt` (rounded down to the second). Throws on a missing or
 * short secret, and on an expiry in the past or beyond the lifetime cap (counted from `now`).
 */
export function signPreviewPath(path: string, expiresAt: Date, secret: string, now: Date = new Date()): string {
  if (!isUsableSecret(secret)) throw new Error(`A preview secret of at least ${MIN_PREVIEW_SECRET_LENGTH} characters is required`);
  const expiresMs = expiresAt.getTime();
  if (!Number.isFinite(expiresMs) || expiresMs <= now.getTime()) throw new RangeError('A preview link must expire in the future');
  if (expiresMs - now.getTime() > MAX_PREVIEW_LIFETIME_MS) {
    throw new RangeError(`A preview link may live at most ${MAX_PREVIEW_LIFETIME_MS / 3_600_000} hours`);
  }
  const expires = Math.floor(expiresMs / 1000);
  return `${expires}.${signature(normalisePreviewPath(path), expires, secret)}`;
}

/** When a well-formed token says it expires (not a proof that it is genuine: check it first). */
export function previewTokenExpiry(token: string): Date | null {
  const match = TOKEN_SHAPE.exec(token);
  return match ? new Date(Number(match[1]) * 1000) : null;
}

/**
 * Checks a token against the requested path. The signature is compared in constant time on
 * equal-length buffers; an expired token is told apart only once its signature is genuine.
 * A missing secret, a malformed token, another path, a changed expiry or signature, and an expiry
 * beyond the lifetime cap are all 'invalid'.
 */
export function verifyPreviewToken(token: unknown, path: string, secret: string | undefined | null, now: Date): PreviewTokenStatus {
  if (!isUsableSecret(secret)) return 'invalid';
  if (typeof token !== 'string' || token.length > MAX_PREVIEW_TOKEN_LENGTH) return 'invalid';
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return 'invalid';
  const expires = Number(match[1]);
  const expected = Buffer.from(signature(normalisePreviewPath(path), expires, secret), 'utf8');
  const given = Buffer.from(match[2] ?? '', 'utf8');
  // Both are 43 ASCII characters here; the length check only guards timingSafeEqual's precondition.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  const expiresMs = expires * 1000;
  if (expiresMs - now.getTime() > MAX_PREVIEW_LIFETIME_MS) return 'invalid';
  return expiresMs <= now.getTime() ? 'expired' : 'valid';
}
