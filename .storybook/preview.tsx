import type { Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import '../packages/design-system/src/fonts.ts'
import { Toaster, toaster } from '../packages/design-system/src/components/toast/toast.tsx'
import './index.css'

type Theme = 'light' | 'dark'

/** The design system's dark theme keys off `.dark` / `[data-theme=dark]` on an ancestor (ADR 0032). */
function applyTheme(theme: Theme) {
  const root = document.documentElement
  root.classList.toggle('dark', theme === 'dark')
  root.dataset.theme = theme
}

/**
 * user-event's pointer events all say (0, 0), and Zag counts a pointer move only when the position changed: its
 * menus highlight the item under the pointer in the pointer modality alone. On a fresh page a story's first move
 * counted because nothing had tracked the pointer yet; on the page story files share (ADR 0107), a story that clicked
 * a menu's trigger and then an item chose nothing, the second move being "no move". A person's pointer moves when it
 * goes to another element: a move to (-1, -1) just before each of user-event's says so, ahead of every other
 * listener (the window's capture phase comes first).
 */
window.addEventListener(
  'pointermove',
  (event) => {
    if (event.isTrusted || event.clientX !== 0 || event.clientY !== 0) return
    document.dispatchEvent(
      new PointerEvent('pointermove', { pointerType: event.pointerType, clientX: -1, clientY: -1 }),
    )
  },
  { capture: true },
)

const preview: Preview = {
  // MSW (msw-storybook-addon 3): the loader starts the worker; stories add handlers in `beforeEach({ msw })`.
  loaders: [mswLoader()],
  // Story files share one page (ADR 0107), so what one story leaves behind meets the next. The toast store outlives a
  // story: each story, and each retry of one, starts and ends without toasts.
  beforeEach: () => {
    toaster.remove()
    return () => toaster.remove()
  },
  // Toolbar: light/dark. A story can pin a theme with `globals: { theme: 'dark' }`.
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    (Story, context) => {
      applyTheme((context.globals.theme as Theme | undefined) ?? 'light')
      return (
        <>
          <Story />
          <Toaster />
        </>
      )
    },
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test (ADR 0031).
    a11y: { test: 'error' },
    options: { storySort: { order: ['Foundations', 'Components', '*'] } },
  },
}

export default preview
