/**
 * Visual regression (ADR 0035): after each design-system story and each portal screen story (`*-screen.stories.tsx`,
 * the pure screens over props) has rendered and its play function passed, the page is screenshotted and compared
 * with the committed baseline in packages/design-system/__visual__/ or apps/portal/__visual__/.
 * Update baselines: `pnpm test:visual:update`. Skip: VISUAL=off.
 */
import { afterEach, expect } from 'vitest'
import { page } from 'vitest/browser'

const enabled = import.meta.env.VITE_VISUAL !== 'off'
const inScope = (file: string) =>
  file.includes('/packages/design-system/src/') ||
  (file.includes('/apps/portal/src/features/') && file.endsWith('-screen.stories.tsx'))

// Frozen pixels: no animations, transitions or blinking caret while the screenshot is taken.
const freeze = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; transition: none !important;
  caret-color: transparent !important; scroll-behavior: auto !important;
}`

afterEach(async ({ task }) => {
  if (!enabled || !inScope(task.file.filepath) || task.result?.state === 'fail') return
  if (task.meta && (task.meta as { visual?: boolean }).visual === false) return
  const frame = { width: window.innerWidth, height: window.innerHeight }
  const style = document.createElement('style')
  style.textContent = freeze
  document.head.append(style)
  try {
    ;(document.activeElement as HTMLElement | null)?.blur?.()
    // Chromium paints only what is in the viewport into an element screenshot: a story taller than the frame, or
    // one its play function left scrolled, came out half blank. The frame grows to the whole story, from the top.
    window.scrollTo(0, 0)
    const height = document.documentElement.scrollHeight
    if (height > window.innerHeight) await page.viewport(window.innerWidth, height)
    await expect(page.elementLocator(document.body)).toMatchScreenshot(task.name.replace(/\W+/g, '-').toLowerCase(), {
      comparatorName: 'pixelmatch',
      // Anti-aliasing of text may differ by a few pixels between runs; real changes move far more.
      comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
    })
  } finally {
    style.remove()
    if (window.innerWidth !== frame.width || window.innerHeight !== frame.height)
      await page.viewport(frame.width, frame.height)
  }
})
