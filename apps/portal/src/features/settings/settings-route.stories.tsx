/// <reference types="msw-storybook-addon/csf3" />
import { demoEmails, errorFor, loadingForever, userByEmail } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { expectShown } from '../../testing/shown.ts'
import { mockMarketplace, renderRoute, storyServices } from '../../testing/story-app.tsx'

/** A 300x200 PNG drawn in the browser, as a chosen photo. */
async function photoFile(): Promise<File> {
  const canvas = document.createElement('canvas')
  canvas.width = 300
  canvas.height = 200
  canvas.getContext('2d')!.fillRect(0, 0, 300, 200)
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
  return new File([blob!], 'me.png', { type: 'image/png' })
}

/** Account settings through the real route on the mock marketplace, signed in as the published talent. */
const meta = {
  title: 'Routes/Settings/Account settings',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/settings', signedInAs: 'talentPublished' } },
  beforeEach(context) {
    mockMarketplace(context)
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const talent = () => userByEmail(demoEmails.talentPublished)!
const openPage = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Account settings' }, { timeout: 5000 })

/** Save personal info: stored, "Personal info updated", and the shell's account menu follows at once. */
export const SavePersonalInfo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await openPage(canvasElement)
    const first = canvas.getByLabelText(/^First name/)
    await userEvent.clear(first)
    await userEvent.type(first, 'Tamsin')
    await userEvent.click(canvas.getByRole('button', { name: 'Save personal info' }))
    await expect(await screen.findByText('Personal info updated', {}, { timeout: 5000 })).toBeInTheDocument()
    await expect(talent().first_name).toBe('Tamsin')
    await expect(canvas.getByRole('button', { name: /^Tamsin .*, account menu$/ })).toBeVisible()
  },
}

/** A wrong current password: the server's message at Current password; the password stays as it was. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await openPage(canvasElement)
    const before = talent().password
    const form = within(canvas.getByRole('form', { name: 'Change password' }))
    const current = form.getByLabelText(/^Current password/)
    await userEvent.type(current, 'not-my-password')
    await userEvent.type(form.getByLabelText(/^New password/), 'a-new-password')
    await userEvent.type(form.getByLabelText(/^Confirm new password/), 'a-new-password')
    await userEvent.click(form.getByRole('button', { name: 'Change password' }))
    await waitFor(() => expect(current).toHaveAccessibleDescription('The current password is not correct.'), {
      timeout: 5000,
    })
    await expect(talent().password).toBe(before)
  },
}

export const PasswordUpdated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await openPage(canvasElement)
    const form = within(canvas.getByRole('form', { name: 'Change password' }))
    await userEvent.type(form.getByLabelText(/^Current password/), talent().password)
    await userEvent.type(form.getByLabelText(/^New password/), 'a-new-password')
    await userEvent.type(form.getByLabelText(/^Confirm new password/), 'a-new-password')
    await userEvent.click(form.getByRole('button', { name: 'Change password' }))
    await expect(await screen.findByText('Password updated', {}, { timeout: 5000 })).toBeInTheDocument()
    await expect(talent().password).toBe('a-new-password')
  },
}

/** Avatar: crop, upload, "Avatar uploaded"; the stored image is read with the token and shown from memory. */
export const AvatarCropAndUpload: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await openPage(canvasElement)
    await userEvent.upload(canvas.getByLabelText('Profile picture file'), await photoFile())
    const dialog = await screen.findByRole('dialog', { name: 'Crop your photo' })
    const selection = await within(dialog).findByRole('slider', { name: /Crop selection/, hidden: true })
    await waitFor(() => expect(selection).toBeVisible(), { timeout: 5000 })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload photo' }))
    await expect(await screen.findByText('Avatar uploaded', {}, { timeout: 5000 })).toBeInTheDocument()
    await expect(talent().image_url).toMatch(/\/api\/v1\/image\/[0-9a-f-]{36}$/)
    await waitFor(
      () => {
        const images = canvasElement.querySelectorAll<HTMLImageElement>('img[src^="blob:"]')
        expect(images.length).toBeGreaterThan(0)
      },
      { timeout: 5000 },
    )
  },
}

/** Delete my account: a wrong password keeps everything; the right one erases, ends the session, and says so on login. */
export const DeleteAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await openPage(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete your account?' }))
    const password = dialog.getByLabelText(/^Current password/)
    await userEvent.type(password, 'not-my-password')
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }))
    await waitFor(() => expect(password).toHaveAccessibleDescription(/The current password is not correct\./), {
      timeout: 5000,
    })
    await expect(talent()).toBeDefined()
    await userEvent.clear(password)
    await userEvent.type(password, 'Hireloop#2026')
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }))
    await expectShown(canvas.findByText(/Your account was deleted/, {}, { timeout: 5000 }))
    await expect(storyServices?.session.getSnapshot().matches('authenticated')).toBe(false)
    // The row stays, anonymous: nobody can sign in with the old address any more.
    await expect(userByEmail(demoEmails.talentPublished)).toBeUndefined()
  },
}

/** `/personal-info` for a recruiter: photo, name and email. */
export const PersonalInfoRecruiter: Story = {
  parameters: { app: { url: '/personal-info', signedInAs: 'recruiter' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Personal info' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.queryByRole('region', { name: 'Your data' })).toBeNull()
  },
}

/** The account is still being read: the app's loading screen. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...loadingForever('getMe'))
  },
}

/** The export fails: the server's sentence in an error toast; nothing is saved. */
export const ExportFails: Story = {
  beforeEach({ msw }) {
    msw.use(...errorFor('exportMyData', 503, { message: ['The service is restarting. Try again in a minute.'] }))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await openPage(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Download my data' }))
    await expect(await screen.findByText(/The service is restarting/, {}, { timeout: 5000 })).toBeInTheDocument()
  },
}
