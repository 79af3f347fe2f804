import { expect, userEvent, waitFor, within } from 'storybook/test'
import { describeEvent } from './machine-diagram.model.ts'
import type { EventLike } from './machine-diagram.types.ts'

/** Asserts the diagram highlights `target` (a dotted state path) and names it as the current state. */
export async function expectCurrentState(canvasElement: HTMLElement, target: string) {
  const canvas = within(canvasElement)
  await waitFor(() =>
    expect(canvas.getByTestId('current-state')).toHaveTextContent(new RegExp(`^${target.replace(/\./g, '\\.')}$`)),
  )
  // A selector, not getByRole: role queries over a large chart cost ~100 ms each (a11y is checked per story).
  const box = canvasElement.querySelector(`section[data-state-path="${target}"]`)
  await expect(box).toHaveAccessibleName(`State ${target}`)
  await expect(box).toHaveAttribute('aria-current', 'true')
  await expect(box).toHaveAttribute('data-active', 'true')
}

/** Clicks the button of each event in turn (event buttons, or resolve/reject buttons of running actors). */
export async function clickThrough(canvasElement: HTMLElement, events: readonly EventLike[]) {
  for (const event of events) {
    const name = describeEvent(event)
    const button = await waitFor(() => {
      const found = [...canvasElement.querySelectorAll('button')].find((b) => b.textContent === name)
      if (!found) throw new Error(`No button "${name}"`)
      expect(found).toBeEnabled()
      return found
    })
    await userEvent.click(button)
  }
}

const eventKey = (event: EventLike) => `${describeEvent(event)} ${JSON.stringify(event)}`

/** Orders paths so that a path extending the previous one follows it (depth first over shared prefixes). */
function byPrefix(paths: ReadonlyArray<{ target: string; events: readonly EventLike[] }>) {
  return [...paths].sort((a, b) => {
    const n = Math.min(a.events.length, b.events.length)
    for (let i = 0; i < n; i++) {
      const [x, y] = [eventKey(a.events[i]!), eventKey(b.events[i]!)]
      if (x !== y) return x < y ? -1 : 1
    }
    return a.events.length - b.events.length
  })
}

/**
 * Walks each path and checks that its state ends highlighted. A path that extends the events clicked so far
 * continues from there; any other starts from a fresh actor (Reset). Same coverage, far fewer clicks.
 */
export async function walkEveryState(
  canvasElement: HTMLElement,
  paths: ReadonlyArray<{ target: string; events: readonly EventLike[] }>,
) {
  const canvas = within(canvasElement)
  let clicked: string[] | null = null
  for (const path of byPrefix(paths)) {
    const keys = path.events.map(eventKey)
    const continues = clicked !== null && clicked.every((key, i) => keys[i] === key)
    if (!continues) {
      await userEvent.click(canvas.getByRole('button', { name: 'Reset' }))
      await waitFor(() => expect(canvas.getByText('No events yet.')).toBeInTheDocument())
      clicked = []
    }
    await clickThrough(canvasElement, path.events.slice(clicked!.length))
    clicked = keys
    await expectCurrentState(canvasElement, path.target)
  }
}

/** Plays a covering walk: each step clicks on from the previous state, or from a fresh actor when `reset`. */
export async function walkSteps(
  canvasElement: HTMLElement,
  steps: ReadonlyArray<{ target: string; events: readonly EventLike[]; reset: boolean }>,
) {
  const canvas = within(canvasElement)
  for (const step of steps) {
    if (step.reset) {
      await userEvent.click(canvas.getByRole('button', { name: 'Reset' }))
      await waitFor(() => expect(canvas.getByText('No events yet.')).toBeInTheDocument())
    }
    await clickThrough(canvasElement, step.events)
    await expectCurrentState(canvasElement, step.target)
  }
}
