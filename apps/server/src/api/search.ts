/**
 * A `q` search parameter as an ILIKE pattern matching it anywhere: the wildcards of LIKE (% and _) and its escape
 * character are taken literally, so "50%" finds "50%" and not everything.
 */
export function containsPattern(q: string): string {
  return `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
