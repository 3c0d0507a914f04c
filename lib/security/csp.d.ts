/** Types of lib/security/csp.js (CommonJS, required by next.config.js). */
export type Env = Record<string, string | undefined>;
export interface HeaderEntry {
  source: string;
  headers: { key: string; value: string }[];
}
export function buildSiteCsp(env: Env): string;
export function buildAmpCsp(env: Env): string;
export function securityHeaders(env: Env): HeaderEntry[];
export function commonSecurityHeaders(): { key: string; value: string }[];
export function parseCsp(policy: string): Map<string, string[]>;
export function imageSources(env: Env): string[];
export function adProviderScriptSources(env: Env): string[];
export const PERMISSIONS_POLICY: string;
export const AD_SCRIPT_HOSTS: string[];
export const ANALYTICS_SCRIPT_HOSTS: string[];
export const VIDEO_FRAME_HOSTS: string[];
