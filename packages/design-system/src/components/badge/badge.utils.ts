/** "99+" above `max`, the whole number otherwise. */
export function formatCount(count: number, max = 99): string {
  return count > max ? `${max}+` : String(Math.max(0, Math.trunc(count)))
}
