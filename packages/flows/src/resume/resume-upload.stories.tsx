import type { Meta, StoryObj } from '@storybook/react-vite'
import { FlowDiagram, stateStory, walkEveryStateStory, type EventLike } from '@hireloop/machine-diagram'
import { flowDiagram } from '../testing/index.ts'
import { RESUME_UPLOAD_ACTORS, resumeUploadInput, resumeUploadModel } from './resume.fixtures.ts'
import { resumeUploadMachine } from './resume-upload.machine.ts'

const flow = flowDiagram({
  machine: resumeUploadMachine,
  model: resumeUploadModel,
  input: () => resumeUploadInput,
  actors: RESUME_UPLOAD_ACTORS,
})

/** The poll interval is an hour here: click "poll interval elapsed" to end a wait; at most two polls. */
function ResumeUploadDiagram({ startAt }: { startAt?: EventLike[] }) {
  return <FlowDiagram flow={flow} title="Resume upload" startAt={startAt} />
}

const meta = {
  title: 'Flows/Resume upload',
  component: ResumeUploadDiagram,
  parameters: { layout: 'padded' },
  tags: ['autodocs'],
} satisfies Meta<typeof ResumeUploadDiagram>
export default meta
type Story = StoryObj<typeof meta>

/** The file is on its way; PROGRESS moves the bar. */
export const Uploading: Story = stateStory(flow, 'uploading')
/** The parse job is queued or running: waiting for the next poll. */
export const WaitingForParseJob: Story = stateStory(flow, 'parsing.waiting')
/** The file was refused or could not be read. */
export const Failed: Story = stateStory(flow, 'failed')
export const WalkEveryState: Story = walkEveryStateStory(flow)
