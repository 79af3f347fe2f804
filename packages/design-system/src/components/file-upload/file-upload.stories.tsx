import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import * as FileUpload from './file-upload.tsx'

const resume = () => new File(['%PDF-1.7 resume'], 'ada-lovelace-resume.pdf', { type: 'application/pdf' })

const meta = {
  title: 'Components/FileUpload',
  component: FileUpload.Root,
  args: { accept: 'application/pdf', maxFiles: 1, maxFileSize: 5 * 1024 * 1024, onFileAccept: fn() },
  render: (args) => (
    <FileUpload.Root {...args}>
      <FileUpload.Label>Resume (PDF, up to 5 MB)</FileUpload.Label>
      <FileUpload.Dropzone />
      <FileUpload.Items />
    </FileUpload.Root>
  ),
} satisfies Meta<typeof FileUpload.Root>

export default meta
type Story = StoryObj<typeof meta>

/** Keyboard: Tab reaches the "Choose file" button; a chosen file is listed with a "Remove" button that Enter presses. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const button = canvas.getByRole('button', { name: 'Choose file' })
    await userEvent.tab()
    await expect(button).toHaveFocus()
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!
    await userEvent.upload(input, resume())
    await expect(args.onFileAccept).toHaveBeenCalled()
    await expect(canvas.getByText('ada-lovelace-resume.pdf')).toBeVisible()
    const remove = canvas.getByRole('button', { name: 'Remove ada-lovelace-resume.pdf' })
    remove.focus()
    await userEvent.keyboard('{Enter}')
    await expect(canvas.queryByText('ada-lovelace-resume.pdf')).toBeNull()
  },
}

/** A file being uploaded (60%), one done and one failed. */
export const WithProgress: Story = {
  args: { maxFiles: 3 },
  render: (args) => (
    <FileUpload.Root
      {...args}
      defaultAcceptedFiles={[
        new File(['a'], 'resume.pdf', { type: 'application/pdf' }),
        new File(['b'], 'portfolio.pdf', { type: 'application/pdf' }),
        new File(['c'], 'references.pdf', { type: 'application/pdf' }),
      ]}
    >
      <FileUpload.Label>Documents</FileUpload.Label>
      <FileUpload.Dropzone />
      <FileUpload.Items
        progress={{ 'resume.pdf': 60, 'portfolio.pdf': 100 }}
        errors={{ 'references.pdf': 'Upload failed. Try again.' }}
      />
    </FileUpload.Root>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading resume.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    )
    await expect(canvas.getByRole('alert')).toHaveTextContent('Upload failed. Try again.')
  },
}

export const Disabled: Story = { args: { disabled: true } }
