import type { Meta, StoryObj } from '@storybook/react-vite'
import { FlowDiagram, stateStory, walkEveryStateStory, type EventLike } from '@hireloop/machine-diagram'
import { flowDiagram } from '../testing/index.ts'
import { hireConfirmationInput, hireConfirmationModel } from './hire-confirmation.fixtures.ts'
import { hireConfirmationMachine } from './hire-confirmation.machine.ts'

const flow = flowDiagram({
  machine: hireConfirmationMachine,
  model: hireConfirmationModel,
  input: () => hireConfirmationInput,
  actors: ['confirmHire'],
})

/** An accepted offer: the talent and the employer each confirm the hire. */
function HireConfirmationDiagram({ startAt }: { startAt?: EventLike[] }) {
  return <FlowDiagram flow={flow} title="Hire confirmation" startAt={startAt} />
}

const meta = {
  title: 'Flows/Hire confirmation',
  component: HireConfirmationDiagram,
  parameters: { layout: 'padded' },
  tags: ['autodocs'],
} satisfies Meta<typeof HireConfirmationDiagram>
export default meta
type Story = StoryObj<typeof meta>

/** The talent confirmed; the employer has not yet. */
export const AwaitingEmployer: Story = stateStory(flow, 'awaitingEmployer')
/** A confirmation being saved: the `busy` tag, the request running. */
export const Confirming: Story = stateStory(flow, 'confirming')
export const Hired: Story = stateStory(flow, 'hired')
export const WalkEveryState: Story = walkEveryStateStory(flow)
