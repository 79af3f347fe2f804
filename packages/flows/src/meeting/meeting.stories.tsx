import type { Meta, StoryObj } from '@storybook/react-vite'
import { FlowDiagram, stateStory, walkEveryStateStory, type EventLike } from '@hireloop/machine-diagram'
import { flowDiagram } from '../testing/index.ts'
import { MEETING_ACTORS, meetingInput, meetingModel } from './meeting.fixtures.ts'
import { meetingMachine } from './meeting.machine.ts'

const flow = flowDiagram({
  machine: meetingMachine,
  model: meetingModel,
  input: () => meetingInput,
  actors: MEETING_ACTORS,
})

/** A new meeting about application ap-1: propose slots or schedule at once, then update or cancel. */
function MeetingDiagram({ startAt }: { startAt?: EventLike[] }) {
  return <FlowDiagram flow={flow} title="Meeting" startAt={startAt} />
}

const meta = {
  title: 'Flows/Meeting',
  component: MeetingDiagram,
  parameters: { layout: 'padded' },
  tags: ['autodocs'],
} satisfies Meta<typeof MeetingDiagram>
export default meta
type Story = StoryObj<typeof meta>

/** "Meeting created" with two slots: the other side picks one. */
export const Proposed: Story = stateStory(flow, 'proposed')
export const WalkEveryState: Story = walkEveryStateStory(flow)
