/** Types of lib/next-adapters/bootstrap-hashes.js (CommonJS, loaded by the post-build step and the server). */
export interface BuildManifest {
  pages: Record<string, string[]>;
  pagesChunkGroupBootstrapParams?: Record<string, unknown>;
  chunkLoadingGlobal?: string;
}
export interface RoutesManifest {
  headers: { source: string; headers: { key: string; value: string }[] }[];
}
export const BOOTSTRAP_HASHES_PLACEHOLDER: string;
export function bootstrapScriptTexts(buildManifest: BuildManifest): Map<string, string>;
export function bootstrapHashSources(buildManifest: BuildManifest): string[];
export function scriptHashSource(text: string): string;
export function scriptHashesOf(policy: string): string[];
export function bootstrapHashProblems(routesManifest: RoutesManifest, expected: string[]): string[];
export function withBootstrapHashes<T extends RoutesManifest>(routesManifest: T, hashes: string[]): T;
export function checkBuiltPolicy(distDir: string): string[];
