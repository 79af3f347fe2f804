import type { Meta, StoryObj } from '@storybook/react-vite'
import { FlowDiagram, stateStory, walkEveryStateStory, type EventLike } from '@hireloop/machine-diagram'
import { flowDiagram } from '../testing/index.ts'
import { applicationStatusInput, applicationStatusModel } from './application-status.fixtures.ts'
import { applicationStatusMachine } from './application-status.machine.ts'

const flow = flowDiagram({
  machine: applicationStatusMachine,
  model: applicationStatusModel,
  input: () => applicationStatusInput,
  actors: ['updateStatus'],
})

// An application the talent applied to starts at `applied`; its walk reaches the states matching never passes.
const appliedFlow = flowDiagram({
  machine: applicationStatusMachine,
  model: applicationStatusModel,
  input: () => ({ ...applicationStatusInput, status: 'applied' as const }),
  actors: ['updateStatus'],
})

/** An application created by matching, moved by the transition table; each button is one (by, to) move. */
function ApplicationStatusDiagram({
  startAt,
  start = 'matched',
}: {
  startAt?: EventLike[]
  start?: 'matched' | 'applied'
}) {
  return <FlowDiagram flow={start === 'applied' ? appliedFlow : flow} title="Application status" startAt={startAt} />
}

const meta = {
  title: 'Flows/Application status',
  component: ApplicationStatusDiagram,
  parameters: { layout: 'padded' },
  tags: ['autodocs'],
} satisfies Meta<typeof ApplicationStatusDiagram>
export default meta
type Story = StoryObj<typeof meta>

export const Matched: Story = stateStory(flow, 'matched.idle')
/** Both sides agreed: "You’re successfully matched!". */
export const EmployerAccepted: Story = stateStory(flow, 'employer_accepted.idle')
/** Both sides confirmed the hire: "Hire was confirmed"; nothing moves any more. */
export const Hired: Story = stateStory(flow, 'offer_accepted.hired')
export const WalkEveryState: Story = walkEveryStateStory(flow)

/** Starting from `applied` (the talent applied): every state reachable from there, by clicking. */
export const WalkEveryStateFromApplied: Story = { ...walkEveryStateStory(appliedFlow), args: { start: 'applied' } }
