/**
 * Runs `work` once the browser has painted (the next frame, then a task); a hidden page, which paints no frame, after
 * 100 ms. For work that follows an interaction, so that the interaction's own feedback paints first (ADR 0105).
 */
export function afterNextPaint(work: () => void) {
  let done = false
  const run = () => {
    if (done) return
    done = true
    work()
  }
  requestAnimationFrame(() => setTimeout(run, 0))
  setTimeout(run, 100)
}
