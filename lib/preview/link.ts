import { isPreviewPath } from '@/foundation/paths/preview';
import { DEFAULT_PREVIEW_LIFETIME_MS, MAX_PREVIEW_LIFETIME_MS, MIN_PREVIEW_SECRET_LENGTH, normalisePreviewPath, signPreviewPath } from './token';

const HOUR_MS = 3_600_000;
export const MAX_PREVIEW_LINK_HOURS = MAX_PREVIEW_LIFETIME_MS / HOUR_MS;

export const PREVIEW_LINK_USAGE = `使い方: npm run preview-link -- <プレビューのパス> [--hours <時間>]
  例: npm run preview-link -- /preview/article/123456
      npm run preview-link -- /preview/special/tgs2026/123456/2 --hours 72
  パス: /preview/article/{articleId}[/{version}] または /preview/special/{matomeDirectoryName}[/{articleId}[/{version}]]
  --hours: リンクの有効時間（時間単位、最長 ${MAX_PREVIEW_LINK_HOURS}、既定 ${DEFAULT_PREVIEW_LIFETIME_MS / HOUR_MS}）`;

export type PreviewLinkResult = { ok: true; link: string; expiresAt: Date } | { ok: false; message: string };

interface PreviewLinkInput {
  /** Command-line arguments after the script name. */
  args: readonly string[];
  /** PREVIEW_SECRET and NEXT_PUBLIC_SITE_URL. */
  env: Readonly<Record<string, string | undefined>>;
  now: Date;
}

function parseArgs(args: readonly string[]): { path?: string; hours?: string; error?: string } {
  const parsed: { path?: string; hours?: string; error?: string } = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--hours') {
      parsed.hours = args[i + 1] ?? '';
      i += 1;
    } else if (arg.startsWith('--hours=')) {
      parsed.hours = arg.slice('--hours='.length);
    } else if (arg.startsWith('-')) {
      return { error: `不明なオプションです: ${arg}` };
    } else if (parsed.path === undefined) {
      parsed.path = arg;
    } else {
      return { error: 'プレビューのパスは1つだけ指定してください。' };
    }
  }
  return parsed;
}

/** A path, or the path of a full URL an editor pasted. */
function toSitePath(value: string): string | null {
  if (value.startsWith('/')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.pathname : null;
  } catch {
    return null;
  }
}

/**
 * What `npm run preview-link` prints: the site URL + the normalised preview path + `?token=`,
 * valid for `--hours` (default 7 days, at most 30). Every refusal is a message for the editor.
 */
export function buildPreviewLink({ args, env, now }: PreviewLinkInput): PreviewLinkResult {
  const parsed = parseArgs(args);
  if (parsed.error) return { ok: false, message: parsed.error };
  if (!parsed.path) return { ok: false, message: 'プレビューのパスを指定してください。' };
  const path = toSitePath(parsed.path);
  if (!path || !isPreviewPath(path)) return { ok: false, message: `プレビューのパスではありません: ${parsed.path}` };

  let lifetimeMs = DEFAULT_PREVIEW_LIFETIME_MS;
  if (parsed.hours !== undefined) {
    const hours = Number(parsed.hours);
    if (!/^\d+(\.\d+)?$/.test(parsed.hours) || hours <= 0 || hours > MAX_PREVIEW_LINK_HOURS) {
      return { ok: false, message: `--hours は 0 より大きく ${MAX_PREVIEW_LINK_HOURS} 以下の数で指定してください。` };
    }
    lifetimeMs = Math.round(hours * HOUR_MS);
  }

  const secret = env.PREVIEW_SECRET ?? '';
  if (secret.length < MIN_PREVIEW_SECRET_LENGTH) {
    return { ok: false, message: `PREVIEW_SECRET（${MIN_PREVIEW_SECRET_LENGTH}文字以上）が設定されていません。サイトと同じ値を環境変数に設定してください。` };
  }
  let siteUrl: URL;
  try {
    siteUrl = new URL(env.NEXT_PUBLIC_SITE_URL ?? '');
  } catch {
    return { ok: false, message: 'NEXT_PUBLIC_SITE_URL（サイトのURL）が設定されていません。' };
  }

  const normalised = normalisePreviewPath(path);
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  const token = signPreviewPath(normalised, expiresAt, secret, now);
  const link = new URL(normalised, siteUrl);
  link.search = new URLSearchParams({ token }).toString();
  return { ok: true, link: link.toString(), expiresAt: new Date(Math.floor(expiresAt.getTime() / 1000) * 1000) };
}
