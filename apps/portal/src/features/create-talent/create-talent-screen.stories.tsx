import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { expectShown } from '../../testing/shown.ts'
import { withRouter } from '../../testing/story-router.tsx'
import { CreateTalentScreen } from './create-talent-screen.tsx'

const talent = (isActive: boolean, resume: { id: string; draft: boolean } | null) => ({
  id: 't-1',
  firstName: 'Alan',
  lastName: 'Turing',
  fullName: 'Alan Turing',
  email: 'alan@bletchley.test',
  imageUrl: null,
  isActive,
  status: 'open_to_work' as const,
  resume,
  location: null,
  createdAt: '2026-03-01T09:00:00.000Z',
})

const meta = {
  title: 'Screens/Recruiter/New talent',
  component: CreateTalentScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    step: { kind: 'talent' },
    onCreateTalent: fn(async () => undefined),
    onCreateResume: fn(async () => undefined),
    onResendMail: fn(async () => undefined),
    onActivate: fn(async () => undefined),
    searchSkills: fn(async () => [
      { id: 's-ts', name: 'TypeScript', aliases: ['TS'] },
      { id: 's-py', name: 'Python', aliases: [] },
    ]),
  },
} satisfies Meta<typeof CreateTalentScreen>
export default meta
type Story = StoryObj<typeof meta>

/** Step 1: every field is required, the email must be one; nothing is sent before. */
export const TalentStep: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('1. The talent')).toHaveAttribute('aria-current', 'step')
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'alan@')
    await userEvent.click(canvas.getByRole('button', { name: 'Create talent' }))
    await expectShown(canvas.findByText('Invalid email'))
    await expect(canvas.getAllByText('Required')).toHaveLength(3)
    await expect(args.onCreateTalent).not.toHaveBeenCalled()
    await userEvent.type(canvas.getByRole('textbox', { name: /^First name/ }), 'Alan')
    await userEvent.type(canvas.getByRole('textbox', { name: /^Last name/ }), 'Turing')
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'bletchley.test')
    await userEvent.type(canvas.getByRole('textbox', { name: /^Resume title/ }), 'Cryptanalyst')
    await userEvent.click(canvas.getByRole('button', { name: 'Create talent' }))
    await waitFor(() =>
      expect(args.onCreateTalent).toHaveBeenCalledWith({
        firstName: 'Alan',
        lastName: 'Turing',
        email: 'alan@bletchley.test',
        resumeTitle: 'Cryptanalyst',
      }),
    )
  },
}

/** Step 2: the account is active; skills come from the catalogue with a level each; the resume is sent. */
export const ResumeStep: Story = {
  args: { step: { kind: 'resume', talent: talent(true, { id: 'r-1', draft: true }), draftTitle: 'Cryptanalyst' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('2. Their resume')).toHaveAttribute('aria-current', 'step')
    const account = within(canvas.getByRole('region', { name: 'Account' }))
    await expect(account.getByText('Active')).toBeVisible()
    await expect(account.queryByRole('button', { name: 'Activate now' })).toBeNull()
    await expect(canvas.getByRole('textbox', { name: /^Resume title/ })).toHaveValue('Cryptanalyst')
    await userEvent.type(canvas.getByRole('textbox', { name: /^Summary/ }), 'Breaks codes.')
    await userEvent.type(canvas.getByRole('combobox', { name: 'Add a skill' }), 'Ty')
    await userEvent.click(await screen.findByRole('option', { name: 'TypeScript' }))
    // The chosen skill joins the list once the emptied input has painted (a frame later).
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Skills' })).toHaveTextContent('TypeScript'))
    await userEvent.click(canvas.getByRole('button', { name: 'Create resume' }))
    await waitFor(() =>
      expect(args.onCreateResume).toHaveBeenCalledWith({
        title: 'Cryptanalyst',
        summary: 'Breaks codes.',
        skills: [{ skillId: 's-ts', level: 'intermediate' }],
      }),
    )
  },
}

/** A talent who never activated: the panel says so and offers both actions. */
export const NotActivated: Story = {
  args: { step: { kind: 'resume', talent: talent(false, null), draftTitle: '' } },
  play: async ({ canvasElement, args }) => {
    const account = within(within(canvasElement).getByRole('region', { name: 'Account' }))
    await expect(account.getByText('Not activated')).toBeVisible()
    await userEvent.click(account.getByRole('button', { name: 'Activate now' }))
    await expect(args.onActivate).toHaveBeenCalled()
    await userEvent.click(account.getByRole('button', { name: 'Send activation mail again' }))
    await expect(args.onResendMail).toHaveBeenCalled()
  },
}

/** A talent with a published resume: no second resume, a link to theirs. */
export const HasResume: Story = {
  args: { step: { kind: 'has-resume', talent: talent(true, { id: 'r-9', draft: false }), resumeId: 'r-9' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Open their resume' })).toHaveAttribute('href', '/resume/r-9')
    await expect(canvas.queryByRole('button', { name: 'Create resume' })).toBeNull()
  },
}
