import { expect, waitFor } from 'storybook/test'

/**
 * The element a query finds, once it is shown. `findBy…` resolves on the first frame the element is in the page,
 * and an element inside a dialog, popover or toast is in the page before it is visible: Ark mounts it at opacity 0
 * and fades it in. Reading it at once failed CI's Storybook runs now and then (a different story each time); this
 * waits for the fade-in as well.
 */
export async function expectShown(found: Promise<HTMLElement>, { timeout = 5000 } = {}) {
  const element = await found
  await waitFor(() => expect(element).toBeVisible(), { timeout })
}
