import { ApiError } from '@hireloop/api'
import { FORM_MESSAGES, personNameField, requiredText } from '@hireloop/flows'
import { FieldApi, FormApi, type AnyFieldMeta, type DeepKeys } from '@tanstack/react-form'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { fieldCheck, fieldNameOf, schemaFormOptions, submitForm, visibleError } from './schema-form.ts'

// The shape a resume or a vacancy needs: a nested object and a list of entries, built from the rules of flows.
const resumeSchema = z.object({
  person: z.object({ firstName: personNameField(), lastName: personNameField() }),
  experience: z.array(z.object({ company: requiredText(), title: requiredText() })).min(1, FORM_MESSAGES.required),
})
type ResumeValues = z.input<typeof resumeSchema>

const emptyResume: ResumeValues = {
  person: { firstName: '', lastName: '' },
  experience: [{ company: '', title: '' }],
}

const GONE = 'This company no longer exists.'
/** A round trip per company, as a registry lookup would be. */
const companyExists = vi.fn(async (name: string) => name !== 'Defunct Ltd')
const companyCheck = fieldCheck(async (name: string) => ((await companyExists(name)) ? undefined : GONE))

/** What the tests do with a field, whatever its name. */
interface RenderedField {
  state: { meta: AnyFieldMeta }
  handleChange: (value: string) => void
  handleBlur: () => void
}

function resumeForm(onSubmit = vi.fn(async (_data: z.output<typeof resumeSchema>) => undefined)) {
  const form = new FormApi(
    schemaFormOptions({
      schema: resumeSchema,
      defaultValues: emptyResume,
      onSubmit,
      // The server names the first name `name.first`; every other path is the form's own.
      serverPaths: { 'name.first': 'person.firstName' },
    }),
  )
  form.mount()
  // As `<form.AppField name="experience[0].company" validators={companyCheck}>` registers it.
  const company = new FieldApi({ form, name: 'experience[0].company', validators: companyCheck })
  company.mount()
  const fields = new Map<string, RenderedField>([[company.name, company]])
  /** The field of that name, as a rendered `form.AppField` registers it. */
  const field = (name: DeepKeys<ResumeValues>): RenderedField => {
    if (!fields.has(name)) {
      const api = new FieldApi({ form, name })
      api.mount()
      fields.set(name, api)
    }
    return fields.get(name)!
  }
  const shown = (name: DeepKeys<ResumeValues>) =>
    visibleError(field(name).state.meta, form.state.submissionAttempts > 0)
  const fill = (entries: [DeepKeys<ResumeValues>, string][]) => {
    for (const [name, value] of entries) field(name).handleChange(value)
  }
  return { form, field, shown, fill, onSubmit }
}

const complete: [DeepKeys<ResumeValues>, string][] = [
  ['person.firstName', ' Ada '],
  ['person.lastName', 'Lovelace'],
  ['experience[0].company', ' Analytical Engines '],
  ['experience[0].title', 'Programmer'],
]

afterEach(() => {
  companyExists.mockClear()
})

describe('schemaFormOptions: a form over a zod schema of flows', () => {
  it('sends a nested object and a list of entries, as the schema outputs them (trimmed)', async () => {
    const { form, fill, onSubmit } = resumeForm()
    fill(complete)
    form.pushFieldValue('experience', { company: 'Babbage & Co', title: ' Translator ' })
    await submitForm(form)
    expect(onSubmit).toHaveBeenCalledWith({
      person: { firstName: 'Ada', lastName: 'Lovelace' },
      experience: [
        { company: 'Analytical Engines', title: 'Programmer' },
        { company: 'Babbage & Co', title: 'Translator' },
      ],
    })
    expect(form.state.isSubmitSuccessful).toBe(true)
  })

  it('puts each message on its nested or listed field, shown once the field is left or the form submitted', async () => {
    const { form, field, shown, fill, onSubmit } = resumeForm()
    fill([['person.firstName', 'Bob2']])
    form.pushFieldValue('experience', { company: 'Babbage & Co', title: '' })
    expect(shown('person.firstName')).toBeUndefined()
    field('person.firstName').handleBlur()
    expect(shown('person.firstName')).toBe(FORM_MESSAGES.invalidName)
    expect(shown('experience[1].title')).toBeUndefined()

    await submitForm(form)
    expect(onSubmit).not.toHaveBeenCalled()
    expect(shown('person.lastName')).toBe(FORM_MESSAGES.required)
    expect(shown('experience[0].company')).toBe(FORM_MESSAGES.required)
    expect(shown('experience[1].title')).toBe(FORM_MESSAGES.required)
    expect(shown('experience[1].company')).toBeUndefined()
  })

  it("shows the server's messages on the fields that hold the values, until each changes", async () => {
    const refused = new ApiError({
      kind: 'http',
      status: 400,
      message: 'Invalid',
      body: {
        detail: [
          { loc: ['body', 'name', 'first'], msg: 'Use the name on your passport.' },
          { loc: ['body', 'experience', 0, 'title'], msg: 'Not a job title.' },
          { loc: ['body', 'token'], msg: 'Expired.' },
        ],
      },
    })
    const { form, field, shown, fill } = resumeForm(vi.fn(async () => Promise.reject(refused)))
    fill(complete)
    await expect(submitForm(form)).resolves.toBeUndefined()

    expect(form.state.isSubmitSuccessful).toBe(false)
    expect(shown('person.firstName')).toBe('Use the name on your passport.')
    expect(shown('experience[0].title')).toBe('Not a job title.')
    expect(form.state.canSubmit).toBe(false)

    field('experience[0].title').handleChange('Analyst')
    expect(shown('experience[0].title')).toBeUndefined()
    expect(shown('person.firstName')).toBe('Use the name on your passport.')
  })

  it('clears the last answer of the server when the form is sent again', async () => {
    const onSubmit = vi.fn(async () => undefined)
    onSubmit.mockRejectedValueOnce(
      new ApiError({ kind: 'http', status: 409, message: 'x', body: { person: { last_name: ['Taken'] } } }),
    )
    const { form, shown, fill } = resumeForm(onSubmit)
    fill(complete)
    await submitForm(form)
    expect(shown('person.lastName')).toBe('Taken')
    await submitForm(form)
    expect(onSubmit).toHaveBeenCalledTimes(2)
    expect(shown('person.lastName')).toBeUndefined()
    expect(form.state.isSubmitSuccessful).toBe(true)
  })

  it("runs a field's async check when the field is left and before sending, once the rules pass", async () => {
    const { form, field, shown, fill, onSubmit } = resumeForm()
    const company = field('experience[0].company')
    fill(complete.filter(([name]) => name !== 'experience[0].company'))
    company.handleChange('Defunct Ltd')
    expect(companyExists).not.toHaveBeenCalled()
    company.handleBlur()
    await vi.waitFor(() => expect(shown('experience[0].company')).toBe(GONE))
    expect(companyExists).toHaveBeenCalledWith('Defunct Ltd')

    // A new value makes the answer stale; the rules speak first, and no round trip for a value they refuse.
    companyExists.mockClear()
    company.handleChange('')
    company.handleBlur()
    expect(shown('experience[0].company')).toBe(FORM_MESSAGES.required)
    await Promise.resolve()
    expect(companyExists).not.toHaveBeenCalled()

    company.handleChange('Defunct Ltd')
    await submitForm(form)
    expect(shown('experience[0].company')).toBe(GONE)
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('sends anyway when a check cannot run (the server checks again)', async () => {
    companyExists.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const { form, fill, onSubmit } = resumeForm()
    fill(complete)
    await submitForm(form)
    expect(companyExists).toHaveBeenCalledOnce()
    expect(onSubmit).toHaveBeenCalledOnce()
  })

  it('ignores a second submit while the first is being sent (docs/product.md §4)', async () => {
    let finish = () => {}
    const onSubmit = vi.fn(() => new Promise<undefined>((resolve) => (finish = () => resolve(undefined))))
    const { form, fill } = resumeForm(onSubmit)
    fill(complete)
    const first = submitForm(form)
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled())
    await submitForm(form)
    finish()
    await first
    expect(onSubmit).toHaveBeenCalledOnce()
    expect(form.state.isSubmitting).toBe(false)
  })
})

describe('fieldNameOf', () => {
  it("writes a server's list index the way TanStack Form names the field", () => {
    expect(fieldNameOf('experience.1.title')).toBe('experience[1].title')
    expect(fieldNameOf('skills.12')).toBe('skills[12]')
    expect(fieldNameOf('employer.email')).toBe('employer.email')
  })
})
