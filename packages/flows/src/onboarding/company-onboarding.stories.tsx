import type { Meta, StoryObj } from '@storybook/react-vite'
import { FlowDiagram, stateStory, walkEveryStateStory, type EventLike } from '@hireloop/machine-diagram'
import { flowDiagram } from '../testing/index.ts'
import { companyOnboardingMachine } from './company-onboarding.machine.ts'
import { companyOnboardingInput, companyOnboardingModel } from './onboarding.fixtures.ts'

const flow = flowDiagram({
  machine: companyOnboardingMachine,
  model: companyOnboardingModel,
  input: () => companyOnboardingInput,
  actors: ['finishOnboarding'],
})

/** A new employer whose company has no type yet (employer.new@hireloop.test). */
function CompanyOnboardingDiagram({ startAt }: { startAt?: EventLike[] }) {
  return <FlowDiagram flow={flow} title="Company onboarding" startAt={startAt} />
}

const meta = {
  title: 'Flows/Onboarding/Company',
  component: CompanyOnboardingDiagram,
  parameters: { layout: 'padded' },
  tags: ['autodocs'],
} satisfies Meta<typeof CompanyOnboardingDiagram>
export default meta
type Story = StoryObj<typeof meta>

/** The company type step (startup, scaleup, enterprise, agency). */
export const CompanyType: Story = stateStory(flow, 'companyType')
export const WalkEveryState: Story = walkEveryStateStory(flow)
