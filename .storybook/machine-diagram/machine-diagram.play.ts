import { expect, userEvent, waitFor, within } from 'storybook/test'
import { describeEvent } from './machine-diagram.model.ts'
import type { EventLike } from './machine-diagram.types.ts'

/** Asserts the diagram highlights `target` (a dotted state path) and names it as the current state. */
export async function expectCurrentState(canvasElement: HTMLElement, target: string) {
  const canvas = within(canvasElement)
  await waitFor(() =>
    expect(canvas.getByTestId('current-state')).toHaveTextContent(new RegExp(`^${target.replace(/\./g, '\\.')}$`)),
  )
  const box = canvas.getByRole('region', { name: `State ${target}` })
  await expect(box).toHaveAttribute('aria-current', 'true')
  await expect(box).toHaveAttribute('data-active', 'true')
}

/** Clicks the button of each event in turn (event buttons, or resolve/reject buttons of running actors). */
export async function clickThrough(canvasElement: HTMLElement, events: readonly EventLike[]) {
  const canvas = within(canvasElement)
  for (const event of events) {
    const button = await canvas.findByRole('button', { name: describeEvent(event) })
    await waitFor(() => expect(button).toBeEnabled())
    await userEvent.click(button)
  }
}

/** From a fresh actor (Reset), walks each path and checks that its state ends highlighted. */
export async function walkEveryState(
  canvasElement: HTMLElement,
  paths: ReadonlyArray<{ target: string; events: readonly EventLike[] }>,
) {
  const canvas = within(canvasElement)
  for (const path of paths) {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }))
    await waitFor(() => expect(canvas.getByText('No events yet.')).toBeInTheDocument())
    await clickThrough(canvasElement, path.events)
    await expectCurrentState(canvasElement, path.target)
  }
}
