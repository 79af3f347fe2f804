/// <reference types="msw-storybook-addon/csf3" />
import type { OperationId } from '@hireloop/api'
import { errorFor, loadingForever } from '@hireloop/api/mocks'
import type { StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

type RouteStory = StoryObj

/** A route story whose `operation` never answers: the app's loading state. */
export function loadingStory(operation: OperationId): RouteStory {
  return {
    beforeEach({ msw }) {
      msw.use(...loadingForever(operation))
    },
    play: async ({ canvasElement }) => {
      await expect(
        await within(canvasElement).findByRole('status', { name: 'Loading Hireloop' }, { timeout: 5000 }),
      ).toBeInTheDocument()
    },
  }
}

/** A route story whose `operation` answers 503 with `message`: the route's error page shows it. */
export function serviceDownStory(
  operation: OperationId,
  message = 'The service is restarting. Try again in a minute.',
): RouteStory {
  return {
    beforeEach({ msw }) {
      msw.use(...errorFor(operation, 503, { message: [message] }))
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement)
      await expect(
        await canvas.findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 10000 }),
      ).toBeVisible()
      await expect(canvas.getByRole('alert')).toHaveTextContent(message)
    },
  }
}
