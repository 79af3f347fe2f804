import type { Meta, StoryObj } from '@storybook/react-vite'
import { LegalScreen } from './legal-screen.tsx'

const meta = {
  title: 'Screens/Legal',
  component: LegalScreen,
  parameters: { layout: 'fullscreen' },
  args: { document: 'terms' },
} satisfies Meta<typeof LegalScreen>
export default meta
type Story = StoryObj<typeof meta>

export const TermsOfService: Story = {}
export const PrivacyPolicy: Story = { args: { document: 'privacy' } }
export const CookiePolicy: Story = { args: { document: 'cookies' } }
