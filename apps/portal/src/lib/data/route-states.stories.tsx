import { ApiError, OFFLINE_MESSAGE } from '@hireloop/api'
import { Button } from '@hireloop/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
// What the router hands an error boundary when a loader throws a 404 response.
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router'
import { expect, fn, userEvent, within } from 'storybook/test'
import { RouteEmpty, RouteErrorState, RoutePending } from './route-states.tsx'

/**
 * The states every data screen gets from the pattern (ADR 0046) instead of drawing its own: pending while the
 * loader fills the cache, the error state with one way forward, and the empty state of a list with nothing yet.
 */
const meta = {
  title: 'Patterns/Route states',
  component: RouteErrorState,
  parameters: { layout: 'fullscreen' },
  args: { error: new Error('boom'), onRetry: fn() },
} satisfies Meta<typeof RouteErrorState>
export default meta
type Story = StoryObj<typeof meta>

const page = (canvasElement: HTMLElement) => within(canvasElement)

/** The server refused: its message, never a stack trace, and Try again runs the loaders again. */
export const ServerError: Story = {
  args: {
    error: new ApiError({ kind: 'http', status: 503, message: 'The vacancy service is down for maintenance.' }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = page(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent('The vacancy service is down for maintenance.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Offline: Story = {
  args: { error: new ApiError({ kind: 'offline', status: 0, message: OFFLINE_MESSAGE }) },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('heading', { name: 'You are offline' })).toBeVisible()
    await expect(page(canvasElement).getByRole('alert')).toHaveTextContent(OFFLINE_MESSAGE)
  },
}

/** A bug in a screen: a sentence for the user, the error itself only in the console. */
export const UnexpectedError: Story = {
  args: { error: new TypeError("Cannot read properties of undefined (reading 'title')") },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Sorry, this page could not be shown' })).toBeVisible()
    await expect(canvasElement).not.toHaveTextContent('Cannot read properties')
  },
}

/** A deploy replaced the route's chunk: reloading, not retrying, brings the new version. */
export const NewVersion: Story = {
  args: { error: new TypeError('Failed to fetch dynamically imported module: /assets/shell-route-x.js') },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Hireloop was updated' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Reload the page' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull()
  },
}

export const NotFound: Story = {
  args: { error: new ErrorResponse(404, 'Not Found', null) },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('heading', { name: 'This page does not exist' })).toBeVisible()
  },
}

/** The loader is still filling the cache: the outline of a page, announced once. */
export const Pending: Story = {
  render: () => <RoutePending />,
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('status')).toHaveTextContent('Loading the page')
  },
}

/** A list with nothing in it yet: why, and what to do next. */
export const Empty: Story = {
  render: () => (
    <RouteEmpty
      title="No job openings yet"
      description="Create a vacancy and matching talents show up here."
      action={<Button>Create vacancy</Button>}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'No job openings yet' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Create vacancy' })).toBeVisible()
  },
}
