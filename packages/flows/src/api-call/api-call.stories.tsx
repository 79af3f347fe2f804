import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  FlowDiagram,
  stateStory,
  walkEveryStateStory,
  type EventLike,
} from '../../../../.storybook/machine-diagram/index.ts'
import { flowDiagram } from '../testing/index.ts'
import { apiCallInput, apiCallModel } from './api-call.fixtures.ts'
import { apiCallMachine } from './api-call.machine.ts'

const flow = flowDiagram({ machine: apiCallMachine, model: apiCallModel, input: () => apiCallInput, actors: ['call'] })

/** One API action (PUT /me here) with a controllable request. */
function ApiCallDiagram({ startAt }: { startAt?: EventLike[] }) {
  return <FlowDiagram flow={flow} title="API call (put me)" startAt={startAt} />
}

const meta = {
  title: 'Flows/API call',
  component: ApiCallDiagram,
  parameters: { layout: 'padded' },
  tags: ['autodocs'],
} satisfies Meta<typeof ApiCallDiagram>
export default meta
type Story = StoryObj<typeof meta>

/** START: the request runs (spinner). */
export const Loading: Story = stateStory(flow, 'loading')
/** The call failed: message and status stored, RETRY offered. */
export const Failure: Story = stateStory(flow, 'failure')
export const WalkEveryState: Story = walkEveryStateStory(flow)
