/** Types of lib/security/csp.js (CommonJS, required by next.config.js). */
export type Env = Record<string, string | undefined>;
export interface HeaderEntry {
  source: string;
  headers: { key: string; value: string }[];
}
export interface PolicyOptions {
  /** The policy of `next dev` (inline scripts and eval allowed; docs/decisions/030). */
  dev?: boolean;
}
export function buildSiteCsp(env: Env, options?: PolicyOptions): string;
export function buildAmpCsp(env: Env): string;
export function securityHeaders(env: Env, options?: PolicyOptions): HeaderEntry[];
export function commonSecurityHeaders(): { key: string; value: string }[];
export function parseCsp(policy: string): Map<string, string[]>;
export function imageSources(env: Env): string[];
export function adProviderScriptSources(env: Env): string[];
export const PERMISSIONS_POLICY: string;
export const BOOTSTRAP_HASHES_PLACEHOLDER: string;
export const REPORT_PATH: string;
export const REPORT_ENDPOINT_NAME: string;
export const AD_SCRIPT_HOSTS: string[];
export const ANALYTICS_SCRIPT_HOSTS: string[];
export const VIDEO_FRAME_HOSTS: string[];
