/// <reference types="msw-storybook-addon/csf3" />
import { db, errorFor, userByEmail, demoEmails } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { expectShown } from '../../testing/shown.ts'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'
import { expectToast } from '../../testing/toasts.ts'

/** /upload/resume on the mock marketplace: the file goes up with progress, the parse job is polled, the editor opens. */
const meta = {
  title: 'Routes/Talent/Upload',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/upload/resume', signedInAs: 'talentNew' } },
  beforeEach: mockMarketplace,
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const pdf = (name: string) => new File(['%PDF-1.7 Sam Taylor, Frontend engineer'], name, { type: 'application/pdf' })

async function choose(canvasElement: HTMLElement, file: File) {
  const canvas = within(canvasElement)
  await canvas.findByRole('heading', { name: 'Upload your resume' }, { timeout: 5000 })
  await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type=file]')!, file)
}

/** A PDF: uploaded, read in the background (statuses in words), then the editor asks to check what was read. */
export const UploadAndParse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await choose(canvasElement, pdf('sam-taylor.pdf'))
    await expect(
      await canvas.findByText(
        /Waiting for a free reader|Reading your resume|Your resume was read/,
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible()
    await expectShown(canvas.findByRole('heading', { name: 'Your resume' }, { timeout: 10_000 }))
    await expect((await canvas.findAllByText('Read from your file, please check')).length).toBeGreaterThan(3)
    const talent = userByEmail(demoEmails.talentNew)!
    await expect(talent.resume).toMatchObject({ draft: true })
    await expect(db.parseJobs.at(-1)).toMatchObject({ status: 'succeeded' })
  },
}

/** A scan has no text: the server's words, and two ways on (another file, or typing it). */
export const ScannedPdf: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await choose(canvasElement, pdf('scan.pdf'))
    await expectShown(canvas.findByText(/it may be a scan/, {}, { timeout: 10_000 }))
    await expect(canvas.getByRole('heading', { name: 'scan.pdf could not be used' })).toHaveFocus()
    await expect(canvas.getByRole('link', { name: 'Start from scratch' })).toHaveAttribute('href', '/manage-cv')
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull()
  },
}

/** Over 10 MB: refused in the browser with the server's words; nothing is sent. */
export const TooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const files = db.files.length
    await choose(
      canvasElement,
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }),
    )
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The file is too large: at most 10 MB.')
    await expect(db.files).toHaveLength(files)
  },
}

/** The server refuses the file (its content is not a document): its message, and the file can be sent again. */
export const RefusedByTheServer: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...errorFor('uploadResumeFile', 400, {
        file: ['This file is not a PDF, DOCX or plain text (UTF-8) file; its content is a PNG image.'],
      }),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await choose(canvasElement, pdf('renamed.pdf'))
    await waitFor(() => expect(canvas.getAllByText(/its content is a PNG image/)[0]).toBeVisible(), { timeout: 10_000 })
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** A talent at /upload/vacancy: a clear "not available", with the way to their own upload. */
export const OtherType: Story = {
  parameters: { app: { url: '/upload/vacancy', signedInAs: 'talentNew' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'This upload is not available' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Upload a resume' })).toHaveAttribute('href', '/upload/resume')
  },
}

/**
 * An employer's vacancy file: sent, read, "Vacancy file uploaded", then the draft opens in the vacancy editor with the
 * fields read to confirm.
 */
export const VacancyFile: Story = {
  parameters: { app: { url: '/upload/vacancy', signedInAs: 'employer' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { name: 'Upload a vacancy file', level: 1 }, { timeout: 8000 })
    await userEvent.upload(
      canvasElement.querySelector<HTMLInputElement>('input[type=file]')!,
      pdf('frontend-engineer.pdf'),
    )
    await expectToast('Vacancy file uploaded')
    await expect(
      await canvas.findByRole('heading', { name: 'Edit draft', level: 1 }, { timeout: 15_000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue('Senior Frontend Engineer')
    await expect(canvas.getByText(/Low confidence \(45%\).*Berlin area/)).toBeVisible()
  },
}

/** A recruiter uploads for the company they choose: the draft is that company's. */
export const RecruiterVacancyFile: Story = {
  parameters: { app: { url: '/upload/vacancy', signedInAs: 'recruiter' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const company = await canvas.findByRole('combobox', { name: 'Company' }, { timeout: 8000 })
    await userEvent.type(company, 'Acme', { delay: 120 })
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Acme Robotics' }, { timeout: 5000 }),
    )
    await userEvent.upload(
      await waitFor(() => canvasElement.querySelector<HTMLInputElement>('input[type=file]')!),
      pdf('field-technician.pdf'),
    )
    await expect(
      await canvas.findByRole('heading', { name: 'Edit draft', level: 1 }, { timeout: 15_000 }),
    ).toBeVisible()
    const acme = db.companies.find((c) => c.name === 'Acme Robotics')!
    await expect(db.vacancies[0]).toMatchObject({ company_id: acme.id, draft: true })
  },
}
