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

/** Created by matching: in the Matched group (the company's "Prequalified talents" column). */
export const Matched: Story = stateStory(flow, 'matched.matched.idle')
/** Both sides agreed: "You’re successfully matched!"; the Interested group. */
export const EmployerAccepted: Story = stateStory(flow, 'interested.employer_accepted.idle')
/** The interview is scheduled: the Interview group. */
export const InterviewScheduled: Story = stateStory(flow, 'interview.interview_scheduled.idle')
/** A move being saved: the `busy` tag, the request running. */
export const SavingAnOffer: Story = stateStory(flow, 'decision.offer_made.saving')
/** Both sides confirmed the hire: "Hire was confirmed"; nothing moves any more. */
export const Hired: Story = stateStory(flow, 'decision.offer_accepted.hired')
/** The talent withdrew: the closed group, where nothing moves out. */
export const Withdrawn: Story = stateStory(flow, 'closed.talent_rejected')
export const WalkEveryState: Story = walkEveryStateStory(flow)

/** Starting from `applied` (the talent applied): every state reachable from there, by clicking. */
export const WalkEveryStateFromApplied: Story = { ...walkEveryStateStory(appliedFlow), args: { start: 'applied' } }
