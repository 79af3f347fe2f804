import type { Meta, StoryObj } from '@storybook/react-vite'
import { FlowDiagram, stateStory, walkEveryStateStory, type EventLike } from '@hireloop/machine-diagram'
import { flowDiagram } from '../testing/index.ts'
import { RESUME_ACTORS, resumeInput, resumeModel } from './resume.fixtures.ts'
import { resumeMachine } from './resume.machine.ts'

const flow = flowDiagram({
  machine: resumeMachine,
  model: resumeModel,
  input: () => resumeInput,
  actors: RESUME_ACTORS,
})

/**
 * A talent without a resume. The poll interval is an hour here: click "poll interval elapsed" to end a wait;
 * at most two polls before "Resume parsing took too long".
 */
function ResumeDiagram({ startAt }: { startAt?: EventLike[] }) {
  return <FlowDiagram flow={flow} title="Resume" startAt={startAt} />
}

const meta = {
  title: 'Flows/Resume',
  component: ResumeDiagram,
  parameters: { layout: 'padded' },
  tags: ['autodocs'],
} satisfies Meta<typeof ResumeDiagram>
export default meta
type Story = StoryObj<typeof meta>

/** The parse job is still running: waiting for the next poll. */
export const WaitingForParseJob: Story = stateStory(flow, 'parsing.waiting')
/** The parsed fields are shown for the talent to confirm. */
export const Editing: Story = stateStory(flow, 'editing')
export const WalkEveryState: Story = walkEveryStateStory(flow)
