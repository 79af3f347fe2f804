import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { toastError } from '../../lib/toast.ts'
import { apiError } from '../../testing/api-errors.ts'
import { withRouter } from '../../testing/story-router.tsx'
import { users } from '../../testing/users.ts'
import { SettingsScreen } from './settings-screen.tsx'

/** A 300x200 PNG drawn in the browser, as a chosen photo. */
async function photoFile(name = 'holiday.png'): Promise<File> {
  const canvas = document.createElement('canvas')
  canvas.width = 300
  canvas.height = 200
  const context = canvas.getContext('2d')!
  context.fillStyle = '#0f766e'
  context.fillRect(0, 0, 300, 200)
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
  return new File([blob!], name, { type: 'image/png' })
}

const meta = {
  title: 'Screens/Settings/Account settings',
  component: SettingsScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    user: users.talentPublished,
    onSavePersonalInfo: fn(async () => undefined),
    onUploadAvatar: fn(async () => undefined),
    onChangeEmail: fn(async () => undefined),
    onChangePassword: fn(async () => undefined),
    onSaveNotificationSettings: fn(async () => undefined),
    onExportData: fn(async () => undefined),
    onDeleteAccount: fn(async () => undefined),
  },
} satisfies Meta<typeof SettingsScreen>
export default meta
type Story = StoryObj<typeof meta>

/** A talent: every section, one landmark each, in the order people look for them. */
export const Talent: Story = {
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Account settings' })
    await expect(title).toBeVisible()
    const sections = within(title.parentElement!)
      .getAllByRole('region')
      .map((region) => region.id)
    await expect(sections).toEqual(['personal-info', 'email', 'password', 'notifications', 'your-data'])
    await expect(canvas.getByLabelText(/^First name/)).toHaveValue('Tariq')
    await expect(canvas.getByText('talent.published@hireloop.test')).toBeVisible()
  },
}

export const Employer: Story = { args: { user: users.employer } }
export const Recruiter: Story = { args: { user: users.recruiter } }

/** `/personal-info`: photo, name and email only. */
export const PersonalInfoOnly: Story = {
  args: { scope: 'personal' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Personal info' })).toBeVisible()
    await expect(canvas.queryByRole('region', { name: 'Password' })).toBeNull()
    await expect(canvas.getByRole('region', { name: 'Email' })).toBeVisible()
  },
}

/** Save personal info: the trimmed names are sent; a name the server refuses is stopped before sending. */
export const SavePersonalInfo: Story = {
  play: async ({ canvas, args }) => {
    const first = canvas.getByLabelText(/^First name/)
    await userEvent.clear(first)
    await userEvent.type(first, 'Bob2')
    await userEvent.click(canvas.getByRole('button', { name: 'Save personal info' }))
    await expect(first).toHaveAccessibleDescription('Use letters, spaces, apostrophes, periods and hyphens only.')
    await expect(args.onSavePersonalInfo).not.toHaveBeenCalled()
    await userEvent.clear(first)
    await userEvent.type(first, ' Tara ')
    await userEvent.click(canvas.getByRole('button', { name: 'Save personal info' }))
    await expect(args.onSavePersonalInfo).toHaveBeenCalledWith({ firstName: 'Tara', lastName: 'Talent' })
  },
}

/** The server says the current password is wrong: its message sits under Current password, the toast says it too. */
export const WrongCurrentPassword: Story = {
  args: {
    onChangePassword: fn(async () =>
      toastError(apiError(400, { current_password: ['The current password is not correct.'] })),
    ),
  },
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('form', { name: 'Change password' }))
    const current = form.getByLabelText(/^Current password/)
    await userEvent.type(current, 'not-my-password')
    await userEvent.type(form.getByLabelText(/^New password/), 'a-new-password')
    await userEvent.type(form.getByLabelText(/^Confirm new password/), 'a-new-password')
    await userEvent.click(form.getByRole('button', { name: 'Change password' }))
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      currentPassword: 'not-my-password',
      newPassword: 'a-new-password',
      confirmPassword: 'a-new-password',
    })
    await expect(await screen.findByRole('alert')).toHaveTextContent('The current password is not correct.')
    await expect(current).toHaveAccessibleDescription('The current password is not correct.')
    await expect(current).toHaveValue('not-my-password')
  },
}

/** A password outside 8-24 characters is refused in the form, in the words of docs/product.md §5. */
export const PasswordTooShort: Story = {
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('form', { name: 'Change password' }))
    await userEvent.type(form.getByLabelText(/^Current password/), 'Hireloop#2026')
    await userEvent.type(form.getByLabelText(/^New password/), 'short')
    await userEvent.click(form.getByRole('button', { name: 'Change password' }))
    await expect(form.getByLabelText(/^New password/)).toHaveAccessibleDescription('Too short')
    await expect(args.onChangePassword).not.toHaveBeenCalled()
  },
}

/** After asking for a new email: the link went to the new address, nothing changes until it is opened. */
export const EmailChangePending: Story = {
  args: { pendingEmail: { email: 'tariq.new@hireloop.test', expiresAt: '2026-11-24T10:00:00Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'We sent a confirmation link to tariq.new@hireloop.test.',
    )
  },
}

export const ChangeEmail: Story = {
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('form', { name: 'Change email' }))
    await userEvent.type(form.getByLabelText(/^New email/), 'tariq.new@hireloop.test')
    await userEvent.type(form.getByLabelText(/^Current password/), 'Hireloop#2026')
    await userEvent.click(form.getByRole('button', { name: 'Send confirmation link' }))
    await expect(args.onChangeEmail).toHaveBeenCalledWith({
      email: 'tariq.new@hireloop.test',
      currentPassword: 'Hireloop#2026',
    })
    await waitFor(() => expect(form.getByLabelText(/^New email/)).toHaveValue(''))
  },
}

/** Switches say what they do; Save sends all three. */
export const NotificationSettings: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Email me about meetings' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save notification settings' }))
    await expect(args.onSaveNotificationSettings).toHaveBeenCalledWith({
      emailOnMessage: true,
      emailOnApplication: true,
      emailOnMeeting: false,
    })
  },
}

/** Choose a photo, crop a square of it, upload: only a PNG of at most 512 pixels a side is sent. */
export const AvatarCropAndUpload: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.upload(canvas.getByLabelText('Profile picture file'), await photoFile())
    const dialog = await screen.findByRole('dialog', { name: 'Crop your photo' })
    const selection = await within(dialog).findByRole('slider', { name: /Crop selection/, hidden: true })
    await waitFor(() => expect(selection).toBeVisible(), { timeout: 5000 })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload photo' }))
    await waitFor(() => expect(args.onUploadAvatar).toHaveBeenCalledOnce())
    const sent = (args.onUploadAvatar as ReturnType<typeof fn>).mock.calls[0]![0] as File
    await expect(sent.type).toBe('image/png')
    await expect(sent.name).toBe('holiday.png')
    const bitmap = await createImageBitmap(sent)
    await expect(bitmap.width).toBe(bitmap.height)
    await expect(bitmap.width).toBeLessThanOrEqual(512)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Crop your photo' })).toBeNull())
  },
}

/** A file that is not a picture is refused before any crop, with what to choose instead. */
export const AvatarWrongType: Story = {
  play: async ({ canvas, args }) => {
    // `applyAccept: false`: the browser's picker would hide it; a drop or a renamed file still arrives.
    await userEvent.upload(
      canvas.getByLabelText('Profile picture file'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
      {
        applyAccept: false,
      },
    )
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP picture.')
    await expect(screen.queryByRole('dialog')).toBeNull()
    await expect(args.onUploadAvatar).not.toHaveBeenCalled()
  },
}

export const DownloadMyData: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download my data' }))
    await expect(args.onExportData).toHaveBeenCalledOnce()
  },
}

/** Delete my account: says what is erased and kept, asks the current password, sends it, nothing else. */
export const DeleteAccountConfirm: Story = {
  args: { user: users.employer },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete your account?' }))
    // The dialog fades in: wait until its content is shown.
    await waitFor(() =>
      expect(dialog.getByText('your company’s invoices, which the law asks us to keep.')).toBeVisible(),
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }))
    await expect(dialog.getByLabelText(/^Current password/)).toHaveAccessibleDescription(/Required/)
    await expect(args.onDeleteAccount).not.toHaveBeenCalled()
    await userEvent.type(dialog.getByLabelText(/^Current password/), 'Hireloop#2026')
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }))
    await expect(args.onDeleteAccount).toHaveBeenCalledWith({ currentPassword: 'Hireloop#2026' })
  },
}

/** Cancel leaves everything as it was. */
export const DeleteAccountCancelled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' })
    await expect(within(dialog).queryByText(/invoices/)).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(args.onDeleteAccount).not.toHaveBeenCalled()
  },
}
