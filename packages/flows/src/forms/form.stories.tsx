import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { createActor } from 'xstate'
import {
  MachineDiagram,
  expectCurrentState,
  walkEveryState,
  type EventLike,
} from '../../../../.storybook/machine-diagram/index.ts'
import { createControlledActors, shortestStatePaths } from '../testing/index.ts'
import { changePasswordFormInput, formModel } from './form.fixtures.ts'
import { formMachine } from './form.machine.ts'

const paths = shortestStatePaths(formMachine, formModel, changePasswordFormInput)
const pathTo = (target: string): EventLike[] => (paths.find((p) => p.target === target)?.events ?? []) as EventLike[]

/** The form machine over the change-password schema, with a controllable submit. */
function FormDiagram({ startAt = [] }: { startAt?: EventLike[] }) {
  const [controls] = useState(() => createControlledActors(['submit']))
  return (
    <MachineDiagram
      title="Form (change password)"
      machine={formMachine}
      createActor={() =>
        createActor(formMachine.provide({ actors: controls.actors }), { input: changePasswordFormInput })
      }
      events={formModel.events}
      outcomes={formModel.outcomes}
      controls={controls}
      startAt={startAt}
    />
  )
}

const meta = {
  title: 'Flows/Form',
  component: FormDiagram,
  parameters: { layout: 'padded' },
  tags: ['autodocs'],
} satisfies Meta<typeof FormDiagram>
export default meta
type Story = StoryObj<typeof meta>

const at = (target: string): Story => ({
  args: { startAt: pathTo(target) },
  play: async ({ canvasElement }) => expectCurrentState(canvasElement, target),
})

export const Editing = at('editing')
/** A valid SUBMIT: the submit actor runs; SUBMIT is disabled (double submits are ignored). */
export const Submitting = at('submitting')
export const Submitted = at('submitted')

export const WalkEveryState: Story = {
  args: {},
  play: async ({ canvasElement }) => walkEveryState(canvasElement, paths as { target: string; events: EventLike[] }[]),
}
