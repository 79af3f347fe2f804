import type { Meta, StoryObj } from '@storybook/react-vite'
import { FlowDiagram, stateStory, walkEveryStateStory, type EventLike } from '@hireloop/machine-diagram'
import { flowDiagram } from '../testing/index.ts'
import { VACANCY_ACTORS, vacancyInput, vacancyModel } from './vacancy.fixtures.ts'
import { vacancyMachine } from './vacancy.machine.ts'

const flow = flowDiagram({
  machine: vacancyMachine,
  model: vacancyModel,
  input: () => vacancyInput,
  actors: VACANCY_ACTORS,
})

/** A new vacancy of company c-1, from the create-vacancy form to deletion. */
function VacancyDiagram({ startAt }: { startAt?: EventLike[] }) {
  return <FlowDiagram flow={flow} title="Vacancy" startAt={startAt} />
}

const meta = {
  title: 'Flows/Vacancy',
  component: VacancyDiagram,
  parameters: { layout: 'padded' },
  tags: ['autodocs'],
} satisfies Meta<typeof VacancyDiagram>
export default meta
type Story = StoryObj<typeof meta>

export const Draft: Story = stateStory(flow, 'draft')
/** "Vacancy archived": read only, can still be deleted. */
export const Archived: Story = stateStory(flow, 'archived')
export const WalkEveryState: Story = walkEveryStateStory(flow)
