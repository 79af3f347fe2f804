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
 * The editor on a draft read from a file (headline, location and skills to check). The autosave pause is an hour
 * here: click "pause elapsed" to end it.
 */
function ResumeDiagram({ startAt }: { startAt?: EventLike[] }) {
  return <FlowDiagram flow={flow} title="Resume editor" startAt={startAt} />
}

const meta = {
  title: 'Flows/Resume',
  component: ResumeDiagram,
  parameters: { layout: 'padded' },
  tags: ['autodocs'],
} satisfies Meta<typeof ResumeDiagram>
export default meta
type Story = StoryObj<typeof meta>

/** A change waits for the pause before it is saved quietly. */
export const Changed: Story = stateStory(flow, 'editing.changed')
/** A value the contract would refuse: nothing is sent until it is fixed. */
export const Incomplete: Story = stateStory(flow, 'editing.incomplete')
/** Published: "Resume updated". */
export const Published: Story = stateStory(flow, 'published')
export const WalkEveryState: Story = walkEveryStateStory(flow)
