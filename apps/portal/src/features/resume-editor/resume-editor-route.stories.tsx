/// <reference types="msw-storybook-addon/csf3" />
import { demoEmails, errorFor, loadingForever, seedParsedDraft, userByEmail } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { expectShown } from '../../testing/shown.ts'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/** /manage-cv on the mock marketplace, per talent: a new one, a draft read from a file, a published resume. */
const meta = {
  title: 'Routes/Talent/Resume editor',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/manage-cv', signedInAs: 'talentNew' } },
  beforeEach: mockMarketplace,
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const opened = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { name: 'Your resume' }, { timeout: 8000 })

/** A talent without a resume: blank sections; Publish says what is missing, with links to the sections. */
export const NewResume: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await opened(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }))
    const summary = await canvas.findByRole('alert', { name: 'Your resume is not ready to publish yet.' })
    await waitFor(() => expect(summary).toHaveFocus())
    await expect(within(summary).getByRole('link', { name: 'Add a headline.' })).toHaveAttribute(
      'href',
      '#resume-title',
    )
    await expect(within(summary).getByRole('link', { name: 'Add at least one skill.' })).toHaveAttribute(
      'href',
      '#resume-skills',
    )
  },
}

/** "Save draft" with a headline: "Resume draft saved", and the talent now has a draft. */
export const SaveDraft: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await opened(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: /^Headline/ }), 'Data analyst')
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }))
    await expect(
      await within(document.body).findByText('Resume draft saved', {}, { timeout: 5000 }),
    ).toBeInTheDocument()
    await waitFor(() => expect(userByEmail(demoEmails.talentNew)!.resume).toMatchObject({ draft: true }))
  },
}

/** A draft read from a file: each parsed field asks to be checked; publishing waits until all are. */
export const ConfirmParsedFields: Story = {
  parameters: { app: { url: '/manage-cv', signedInAs: 'talentDraft' } },
  beforeEach() {
    seedParsedDraft(userByEmail(demoEmails.talentDraft)!)
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await opened(canvasElement)
    await expect(canvas.getByRole('textbox', { name: /^Headline/ })).toHaveValue('Frontend engineer')
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }))
    const summary = await canvas.findByRole('alert', {
      name: 'Check the fields read from your file before publishing.',
    })
    await expect(within(summary).getByRole('link', { name: /Location: read from your file/ })).toBeVisible()
    await expect(canvas.getByText(/Low confidence \(52%\)/)).toBeVisible()
    for (const label of ['Headline', 'Summary', 'Phone', 'Location', 'Skills', 'Experience', 'Languages']) {
      await userEvent.click(canvas.getByRole('button', { name: `${label} looks right` }))
    }
    await expect(canvas.queryByText('Read from your file, please check')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }))
    await expect(await within(document.body).findByText('Resume updated', {}, { timeout: 5000 })).toBeInTheDocument()
    await waitFor(() => expect(userByEmail(demoEmails.talentDraft)!.resume).toMatchObject({ draft: false }))
  },
}

/** A published resume opens as it is; its button says it publishes changes. */
export const PublishedResume: Story = {
  parameters: { app: { url: '/manage-cv', signedInAs: 'talentPublished' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await opened(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Publish changes' })).toBeVisible()
    await expect(canvas.queryByText('Read from your file, please check')).toBeNull()
  },
}

export const Loading: Story = {
  parameters: { app: { url: '/manage-cv', signedInAs: 'talentDraft' } },
  beforeEach({ msw }) {
    msw.use(...loadingForever('getResume'))
  },
  play: async ({ canvasElement }) => {
    // Nothing of the page shows before its data: a busy placeholder stands in.
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull(), { timeout: 5000 })
    await expect(within(canvasElement).queryByRole('button', { name: /Publish|Upload a resume/ })).toBeNull()
  },
}

export const LoadFailed: Story = {
  parameters: { app: { url: '/manage-cv', signedInAs: 'talentDraft' } },
  beforeEach({ msw }) {
    msw.use(...errorFor('getResume', 503, { message: ['The service is restarting. Try again in a minute.'] }))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectShown(canvas.findByText(/The service is restarting/, {}, { timeout: 8000 }))
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}
