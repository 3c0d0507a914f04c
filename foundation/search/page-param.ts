/**
 * `?page=` as the paged-list resolver reads a `{pageNumber}` segment: missing → '1'; a value that
 * is not a whole number → null (the search pages send it to page 1 by redirect).
 */
export function pageParamOf(raw: string | string[] | undefined): string | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return '1';
  return /^-?\d+$/.test(value) ? value : null;
}
