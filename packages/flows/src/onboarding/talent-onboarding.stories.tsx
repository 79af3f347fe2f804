import type { Meta, StoryObj } from '@storybook/react-vite'
import { FlowDiagram, stateStory, walkEveryStateStory, type EventLike } from '@hireloop/machine-diagram'
import { flowDiagram } from '../testing/index.ts'
import { talentOnboardingMachine } from './talent-onboarding.machine.ts'
import { talentOnboardingInput, talentOnboardingModel } from './onboarding.fixtures.ts'

const flow = flowDiagram({
  machine: talentOnboardingMachine,
  model: talentOnboardingModel,
  input: () => talentOnboardingInput,
  actors: ['finishOnboarding'],
})

/** A new talent without a resume (talent.new@hireloop.test). */
function TalentOnboardingDiagram({ startAt }: { startAt?: EventLike[] }) {
  return <FlowDiagram flow={flow} title="Talent onboarding" startAt={startAt} />
}

const meta = {
  title: 'Flows/Onboarding/Talent',
  component: TalentOnboardingDiagram,
  parameters: { layout: 'padded' },
  tags: ['autodocs'],
} satisfies Meta<typeof TalentOnboardingDiagram>
export default meta
type Story = StoryObj<typeof meta>

/** The resume step, building by hand (the resume machine renders the form). */
export const BuildingResume: Story = stateStory(flow, 'resume.build')
export const WalkEveryState: Story = walkEveryStateStory(flow)
