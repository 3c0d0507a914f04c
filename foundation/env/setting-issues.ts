import { z } from 'zod';

/**
 * The start-up log's message per unset setting: 'Required' (spec §5), where zod would write "Invalid
 * input: expected string, received undefined"; a wrong value keeps zod's own message ("Invalid
 * input: expected number…", "Invalid URL"). Spec §5: these generic messages appear only here.
 */
const unsetIsRequired: z.core.$ZodErrorMap = (issue) => (issue.input === undefined ? 'Required' : undefined);

/** Parses the settings, or gives the problems per variable as the start-up log writes them. */
export function parseSettings<S extends z.ZodType>(
  schema: S,
  source: Record<string, string | undefined>,
): { ok: true; data: z.output<S> } | { ok: false; issues: Record<string, string[] | undefined> } {
  const withoutEmpty = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = schema.safeParse(withoutEmpty, { error: unsetIsRequired });
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, issues: z.flattenError(result.error).fieldErrors as Record<string, string[] | undefined> };
}
