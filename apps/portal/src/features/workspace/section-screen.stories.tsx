import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { SectionScreen } from './section-screen.tsx'

/**
 * The stand-in of a signed-in section whose screen has not been built yet (the domain issues replace each one): its
 * title as the page's heading and a line on what the section will hold. It has one state.
 */
const meta = {
  title: 'Screens/Workspace/Section (not built yet)',
  component: SectionScreen,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Meetings', description: 'Onboarding calls, intros and interviews with their dates and people.' },
} satisfies Meta<typeof SectionScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: args.title })).toBeVisible()
    await expect(canvas.getByText(args.description)).toBeVisible()
  },
}
