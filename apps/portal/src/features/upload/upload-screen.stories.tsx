import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { withRouter } from '../../testing/story-router.tsx'
import { UploadScreen } from './upload-screen.tsx'

const meta = {
  title: 'Screens/Talent/Upload',
  component: UploadScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { type: 'resume', allowed: 'resume', view: { phase: 'choosing' }, onFile: fn(), onRetry: fn(), onCancel: fn() },
} satisfies Meta<typeof UploadScreen>
export default meta
type Story = StoryObj<typeof meta>

/** The drop zone: one tab stop to "Choose a file"; a good file goes to `onFile`, a .doc gets what to do instead. */
export const Choosing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Choose a file' })).toHaveFocus()
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!
    await userEvent.upload(input, new File(['old'], 'cv.doc', { type: 'application/msword' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Save the file as DOCX or PDF/)
    await expect(args.onFile).not.toHaveBeenCalled()
    await userEvent.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }))
    await expect(args.onFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'cv.pdf' }))
  },
}

/** 60% of the file sent: a named progress bar and a way to stop. */
export const Uploading: Story = {
  args: { view: { phase: 'uploading', fileName: 'cv.pdf', sent: 600, size: 1000 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('progressbar', { name: 'Upload' })).toHaveAttribute('aria-valuenow', '60')
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel upload' }))
    await expect(args.onCancel).toHaveBeenCalled()
  },
}

export const Queued: Story = {
  args: { view: { phase: 'parsing', fileName: 'cv.pdf', status: 'queued' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Waiting for a free reader…')
  },
}

export const Reading: Story = {
  args: { view: { phase: 'parsing', fileName: 'cv.pdf', status: 'running' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Reading your resume…')
  },
}

/** A scan: the server's words, no retry (the same file fails again), another file or typing it. */
export const ParseFailed: Story = {
  args: {
    view: {
      phase: 'failed',
      fileName: 'scan.pdf',
      error: 'This PDF has no text we can read (it may be a scan). Upload a PDF with text or a DOCX file.',
      canRetry: false,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'scan.pdf could not be used' })).toHaveFocus()
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull()
    await expect(canvas.getByText('Or try another file (PDF, DOCX or TXT, up to 10 MB)')).toBeVisible()
  },
}

/** The connection dropped while sending: the same file can be sent again. */
export const UploadFailed: Story = {
  args: {
    view: {
      phase: 'failed',
      fileName: 'cv.pdf',
      error: 'No internet connection. Check your network and try again.',
      canRetry: true,
    },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** A talent at /upload/vacancy: not theirs, with the way to their own upload. */
export const NotAvailable: Story = {
  args: { type: 'vacancy' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'This upload is not available' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Upload a resume' })).toHaveAttribute('href', '/upload/resume')
  },
}

/** An employer's vacancy file: its own words, the same drop zone and checks. */
export const VacancyChoosing: Story = {
  args: { type: 'vacancy', allowed: 'vacancy' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Upload a vacancy file', level: 1 })).toBeVisible()
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!
    await userEvent.upload(input, new File(['%PDF'], 'frontend-engineer.pdf', { type: 'application/pdf' }))
    await expect(args.onFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'frontend-engineer.pdf' }))
  },
}

export const VacancyReading: Story = {
  args: { type: 'vacancy', allowed: 'vacancy', view: { phase: 'parsing', fileName: 'job.docx', status: 'running' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Reading your job description…')
  },
}

/** A failed vacancy parse offers to type the vacancy instead. */
export const VacancyParseFailed: Story = {
  args: {
    type: 'vacancy',
    allowed: 'vacancy',
    view: { phase: 'failed', fileName: 'scan.pdf', error: 'This PDF has no text we can read.', canRetry: false },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Start from scratch' })
    await expect(link).toHaveAttribute('href', '/create-vacancy')
  },
}

/** A recruiter chooses the company first; only then the drop zone shows. */
export const RecruiterChoosesCompany: Story = {
  args: {
    type: 'vacancy',
    allowed: 'vacancy',
    companyPicker: {
      load: async () => [{ id: 'c-2', name: 'Acme Robotics' }],
      company: null,
      onPick: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/Choose the company first/)).toBeVisible()
    await expect(canvasElement.querySelector('input[type=file]')).toBeNull()
    await userEvent.type(canvas.getByRole('combobox', { name: 'Company' }), 'Acme', { delay: 120 })
    await userEvent.click(await screen.findByRole('option', { name: 'Acme Robotics' }))
    await expect(args.companyPicker!.onPick).toHaveBeenCalledWith({ id: 'c-2', name: 'Acme Robotics' })
  },
}

export const RecruiterCompanyChosen: Story = {
  args: {
    type: 'vacancy',
    allowed: 'vacancy',
    companyPicker: { load: async () => [], company: { id: 'c-2', name: 'Acme Robotics' }, onPick: fn() },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Company' })).toHaveValue('Acme Robotics')
    await expect(canvasElement.querySelector('input[type=file]')).not.toBeNull()
  },
}
