import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { createActor } from 'xstate'
import { MachineDiagram, expectCurrentState, walkEveryState, type EventLike } from '@hireloop/machine-diagram'
import { createControlledActors, shortestStatePaths } from '../testing/index.ts'
import { sessionModel } from './session.fixtures.ts'
import { sessionMachine } from './session.machine.ts'
import { MemoryStorage } from './session.storage.ts'

const ACTORS = ['restoreSession', 'fetchMe', 'signInRedirect', 'signOut']
const paths = shortestStatePaths(sessionMachine, sessionModel, { storage: new MemoryStorage() })
const pathTo = (target: string): EventLike[] => (paths.find((p) => p.target === target)?.events ?? []) as EventLike[]

/** The session machine with controllable effects and a fake local storage (shown in the context). */
function SessionDiagram({ startAt = [] }: { startAt?: EventLike[] }) {
  const [controls] = useState(() => createControlledActors(ACTORS))
  return (
    <MachineDiagram
      title="Session"
      machine={sessionMachine}
      createActor={() =>
        createActor(sessionMachine.provide({ actors: controls.actors }), { input: { storage: new MemoryStorage() } })
      }
      events={sessionModel.events}
      outcomes={sessionModel.outcomes}
      controls={controls}
      startAt={startAt}
    />
  )
}

const meta = {
  title: 'Flows/Session',
  component: SessionDiagram,
  parameters: { layout: 'padded' },
  tags: ['autodocs'],
} satisfies Meta<typeof SessionDiagram>
export default meta
type Story = StoryObj<typeof meta>

const at = (target: string): Story => ({
  args: { startAt: pathTo(target) },
  play: async ({ canvasElement }) => expectCurrentState(canvasElement, target),
})

/** Restoring the stored session on start (spinner). */
export const Restoring = at('loading.restoring')
/** A session exists: GET /me runs. */
export const FetchingMe = at('loading.fetchingMe')
export const Authenticated = at('authenticated')
export const Unauthenticated = at('unauthenticated.idle')
/** SIGN_IN: the browser is leaving for the provider. */
export const Redirecting = at('unauthenticated.redirecting')
/** AUTH_ERROR: storage cleared, signing out, then unauthenticated with "Oops...". */
export const SigningOut = at('signingOut')

/** Clicks from a reset to every reachable state by its shortest path and checks it is highlighted. */
export const WalkEveryState: Story = {
  args: {},
  play: async ({ canvasElement }) => walkEveryState(canvasElement, paths as { target: string; events: EventLike[] }[]),
}
