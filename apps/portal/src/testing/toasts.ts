import { expect, screen, waitFor } from 'storybook/test'

/**
 * A toast is in the page before it can be read: Ark renders it at opacity 0 and fades it in once mounted, so a
 * `findByText(…)` that resolves on its first frame sees it invisible. This waits until it is readable: the latest
 * one with that text, as a retried story may find the toast of its first attempt still leaving.
 */
export async function expectToast(text: string | RegExp, { timeout = 5000 } = {}) {
  await waitFor(() => expect(screen.getAllByText(text).at(-1)).toBeVisible(), { timeout })
}
