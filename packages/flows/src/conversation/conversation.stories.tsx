import type { Meta, StoryObj } from '@storybook/react-vite'
import { FlowDiagram, stateStory, walkEveryStateStory, type EventLike } from '@hireloop/machine-diagram'
import { flowDiagram } from '../testing/index.ts'
import { CONVERSATION_ACTORS, conversationInput, conversationModel } from './conversation.fixtures.ts'
import { conversationMachine } from './conversation.machine.ts'

const flow = flowDiagram({
  machine: conversationMachine,
  model: conversationModel,
  input: () => conversationInput,
  actors: CONVERSATION_ACTORS,
})

/** The messages one user writes in a thread; their status is in the context's outbox. */
function ConversationDiagram({ startAt }: { startAt?: EventLike[] }) {
  return <FlowDiagram flow={flow} title="Conversation" startAt={startAt} />
}

const meta = {
  title: 'Flows/Conversation',
  component: ConversationDiagram,
  parameters: { layout: 'padded' },
  tags: ['autodocs'],
} satisfies Meta<typeof ConversationDiagram>
export default meta
type Story = StoryObj<typeof meta>

/** The new message is shown as pending while it is sent. */
export const Sending: Story = stateStory(flow, 'sending')
export const WalkEveryState: Story = walkEveryStateStory(flow)
