/** A meeting on one day of the week view, in minutes since that day's midnight on the viewer's wall clock. */
export interface DaySpan {
  id: string
  start: number
  end: number
}

/** Where a meeting sits in its day: its column among those it overlaps with, and how many columns share the space. */
export interface DaySlot {
  column: number
  columns: number
}

/**
 * Side by side (ADR 0082): meetings that overlap, directly or through others, form a cluster that shares the day's
 * width; each takes the first column free at its start, so a cluster is as narrow as its busiest moment allows.
 * Back-to-back meetings do not overlap. Longer meetings go first among those starting together.
 */
export function layoutDay(spans: readonly DaySpan[]): Map<string, DaySlot> {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end || a.id.localeCompare(b.id))
  const slots = new Map<string, DaySlot>()
  let cluster: { id: string; column: number }[] = []
  let columnEnds: number[] = []
  let clusterEnd = -Infinity
  const close = () => {
    for (const { id, column } of cluster) slots.set(id, { column, columns: columnEnds.length })
    cluster = []
    columnEnds = []
  }
  for (const span of sorted) {
    if (span.start >= clusterEnd) close()
    clusterEnd = cluster.length === 0 ? span.end : Math.max(clusterEnd, span.end)
    let column = columnEnds.findIndex((end) => end <= span.start)
    if (column === -1) column = columnEnds.push(span.end) - 1
    else columnEnds[column] = span.end
    cluster.push({ id: span.id, column })
  }
  close()
  return slots
}

/** The hours the week view shows: the working day, widened to hold every meeting of the week. */
export function visibleHours(spans: readonly DaySpan[], workday: [number, number] = [8, 18]): [number, number] {
  const first = Math.min(workday[0], ...spans.map((s) => Math.floor(s.start / 60)))
  const last = Math.max(workday[1], ...spans.map((s) => Math.ceil(s.end / 60)))
  return [Math.max(0, first), Math.min(24, last)]
}
