// `npm run preview-link -- /preview/article/123456 [--hours 72]`: prints a signed preview link for
// editors. PREVIEW_SECRET and NEXT_PUBLIC_SITE_URL come from the environment, else from .env.example
// (the demo). The signing is lib/preview/token.ts itself, loaded through tsx, so the link and the
// site agree by construction. Exit codes: 0 printed, 2 refused (no secret, not a preview path, …).
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { demoEnv } from './lib/demo-env.mjs';

const LINK_MODULE = fileURLToPath(new URL('../lib/preview/link.ts', import.meta.url));

const { buildPreviewLink, PREVIEW_LINK_USAGE } = await tsImport(LINK_MODULE, import.meta.url);

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(PREVIEW_LINK_USAGE);
  process.exit(0);
}

const result = buildPreviewLink({ args, env: demoEnv(), now: new Date() });
if (!result.ok) {
  console.error(`preview-link: ${result.message}\n\n${PREVIEW_LINK_USAGE}`);
  process.exit(2);
}
console.log(result.link);
console.error(`有効期限: ${result.expiresAt.toISOString()}`);
