import {
  emptyEducation,
  emptyExperience,
  emptyLanguage,
  resumeSchema,
  type ParsedField,
  type PublishBlocker,
  type Review,
  type ReviewKey,
  type ResumeValues,
} from '@hireloop/flows'
import { Badge, Button, FormField, IconButton, Textarea, TextField } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { useStore } from '@tanstack/react-form'
import { Check, CircleAlert, Plus, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { submitForm, visibleError } from '../../lib/forms/schema-form.ts'
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts'
import {
  CURRENCY_CHOICES,
  LANGUAGE_CHOICES,
  LANGUAGE_LEVEL_CHOICES,
  NOTICE_CHOICES,
  PERIOD_CHOICES,
  SKILL_LEVEL_CHOICES,
  WORK_MODE_CHOICES,
} from './resume-editor-choices.ts'
import { Checklist, ChoiceField, LookupField } from '../../lib/forms/lookup-controls.tsx'
import {
  countryName,
  type Place,
  type ReferenceLookups,
  type SkillSuggestion,
} from '../../lib/data/reference-lookups.ts'

/** The reference data the editor looks up as the talent types. */
export type ResumeLookups = ReferenceLookups

/** Where the draft is, for the quiet status line. */
export type SaveStatus =
  | { kind: 'saved'; at: string | null }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'incomplete' }
  | { kind: 'failed' }

export interface ResumeEditorScreenProps {
  /** The saved values the editor opens with. */
  initialValues: ResumeValues
  /** Fields read from an uploaded file, each to confirm or edit before publishing. */
  parsed: ParsedField[]
  review: Review
  saveStatus: SaveStatus
  /** The talent has a published resume: publishing replaces it. */
  hasPublished: boolean
  busy: 'saving' | 'publishing' | null
  /** Why the last publish was refused, with `error` as the summary's title. */
  blockers: PublishBlocker[]
  error: string | null
  lookups: ResumeLookups
  onChange: (values: ResumeValues) => void
  onConfirm: (field: ReviewKey) => void
  onSaveDraft: () => void
  /** Publishes the checked values; rejects with an ApiError whose field messages show on the fields. */
  onPublish: () => Promise<unknown>
}

const page = css({ px: { base: '4', md: '8' }, py: '8', maxWidth: '4xl', mx: 'auto', width: 'full' })
const header = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4',
  alignItems: 'baseline',
  justifyContent: 'space-between',
})
const heading = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })
const statusText = css({ color: 'fg.muted', fontSize: 'sm' })
const formStack = css({ display: 'flex', flexDirection: 'column', gap: '8', mt: '6' })
const section = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  p: '6',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'xl',
  scrollMarginTop: '20',
  '&[data-review=unchecked]': { borderColor: 'warning.border' },
  '&[data-low=true][data-review=unchecked]': { borderColor: 'danger.border', bg: 'warning.subtle' },
})
const sectionTitle = css({ fontSize: 'lg', fontWeight: 'semibold' })
const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' } })
const grid3 = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' } })
const rowBox = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '4',
  bg: 'bg.subtle',
  borderRadius: 'lg',
})
const rowHead = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2' })
const actions = css({ display: 'flex', gap: '3', flexWrap: 'wrap', justifyContent: 'flex-end' })
const parsedNote = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', fontSize: 'sm' })
const summaryBox = css({
  p: '4',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'danger.border',
  bg: 'danger.subtle',
  borderRadius: 'lg',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  _focusVisible: { outline: '2px solid', outlineColor: 'danger.focusRing' },
})

export function sectionId(key: ReviewKey) {
  return `resume-${key}`
}

/** "Saved at 10:42" and its siblings: what the talent needs to know about their draft, quietly. */
export function saveStatusText(status: SaveStatus): string {
  switch (status.kind) {
    case 'saved':
      return status.at
        ? `Saved at ${new Date(status.at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}`
        : 'No unsaved changes'
    case 'unsaved':
      return 'Unsaved changes'
    case 'saving':
      return 'Saving…'
    case 'incomplete':
      return 'Not saved: complete the marked fields'
    case 'failed':
      return 'Not saved: the last save failed'
  }
}

/** /manage-cv (docs/product.md §2): the resume editor, section by section, with the confirm step of a parse. */
export function ResumeEditorScreen(props: ResumeEditorScreenProps) {
  const { initialValues, parsed, review, saveStatus, hasPublished, busy, blockers, error, lookups } = props
  const form = useSchemaForm({
    schema: resumeSchema,
    defaultValues: initialValues,
    onSubmit: () => props.onPublish(),
  })
  const values = useStore(form.store, (state) => state.values)
  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0)
  const onChange = useRef(props.onChange)
  useEffect(() => {
    onChange.current = props.onChange
  })
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    onChange.current(values)
  }, [values])

  const parsedOf = (key: ReviewKey) => parsed.find((p) => p.key === key)
  const section$ = (key: ReviewKey, title: string, children: ReactNode, description?: string) => {
    const field = parsedOf(key)
    return (
      <section
        id={sectionId(key)}
        className={section}
        aria-labelledby={`${sectionId(key)}-title`}
        tabIndex={-1}
        data-review={field ? review[key] : undefined}
        data-low={field?.low}
      >
        <h2 id={`${sectionId(key)}-title`} className={sectionTitle}>
          {title}
        </h2>
        {description && <p className={statusText}>{description}</p>}
        {field && <ParsedNote field={field} state={review[key]} onConfirm={() => props.onConfirm(key)} />}
        {children}
      </section>
    )
  }

  const errorOf = (meta: Parameters<typeof visibleError>[0]) => visibleError(meta, submitted)
  const [added, setAdded] = useState<string | null>(null)

  async function publish() {
    await submitForm(form)
    // Invalid values never reach onSubmit: ask anyway, so the summary says what else is missing.
    if (!form.state.isValid) void props.onPublish().catch(() => undefined)
  }

  return (
    <div className={page}>
      <div className={header}>
        <h1 className={heading}>Your resume</h1>
        <p className={statusText} role="status" data-kind={saveStatus.kind}>
          {saveStatusText(saveStatus)}
        </p>
      </div>
      {error && <ErrorSummary error={error} blockers={blockers} />}
      <form.AppForm>
        <form.Form className={formStack} aria-label="Resume">
          {section$(
            'title',
            'Headline',
            <form.AppField name="title">
              {(field) => (
                <field.TextField label="Headline" required helperText="Your role in a few words: “Backend engineer”." />
              )}
            </form.AppField>,
          )}
          {section$(
            'summary',
            'Summary',
            <form.AppField name="summary">
              {(field) => (
                <FormField
                  label="Summary"
                  errorText={errorOf(field.state.meta)}
                  helperText="A few sentences on what you do best."
                >
                  <Textarea
                    name={field.name}
                    value={field.state.value}
                    rows={5}
                    onChange={(event) => field.handleChange(event.target.value)}
                    onBlur={field.handleBlur}
                  />
                </FormField>
              )}
            </form.AppField>,
          )}
          {section$(
            'phone',
            'Contact',
            <form.AppField name="phone">
              {(field) => <field.TextField label="Phone" type="tel" autoComplete="tel" />}
            </form.AppField>,
            'Companies you apply to can call you on this number.',
          )}
          {section$(
            'location',
            'Location',
            <form.AppField name="location">
              {(field) => {
                const location = field.state.value
                const meta = form.getFieldMeta('location.country')
                return (
                  <div className={grid3}>
                    <LookupField<Place>
                      label="Country"
                      text={countryName(location.country)}
                      load={lookups.countries}
                      itemToString={(p) => p.name}
                      itemToValue={(p) => p.code}
                      onSelect={(p) => field.handleChange({ country: p?.code ?? '', state: '', city: '' })}
                      errorText={meta ? errorOf(meta) : undefined}
                    />
                    <LookupField<Place>
                      label="State or region"
                      text={location.state}
                      disabled={!location.country}
                      load={(q, signal) => lookups.states(location.country, q, signal)}
                      itemToString={(p) => p.name}
                      itemToValue={(p) => p.code}
                      onSelect={(p) => field.handleChange({ ...location, state: p?.name ?? '' })}
                    />
                    <LookupField<Place>
                      label="City"
                      text={location.city}
                      disabled={!location.country}
                      load={(q, signal) => lookups.cities(location.country, q, signal)}
                      itemToString={(p) => p.name}
                      itemToValue={(p) => p.code}
                      onSelect={(p) => field.handleChange({ ...location, city: p?.name ?? '' })}
                    />
                  </div>
                )
              }}
            </form.AppField>,
          )}
          {section$(
            'skills',
            'Skills',
            <form.AppField name="skills" mode="array">
              {(field) => (
                <>
                  <LookupField<SkillSuggestion>
                    label="Add a skill"
                    text=""
                    clearOnSelect
                    placeholder="Type a skill, e.g. TypeScript"
                    load={lookups.skills}
                    itemToString={(s) => s.name}
                    itemToValue={(s) => s.id}
                    onSelect={(s) => {
                      if (!s || field.state.value.some((k) => k.skillId === s.id)) return
                      field.pushValue({ skillId: s.id, name: s.name, level: 'intermediate', years: 0 })
                    }}
                  />
                  {field.state.value.length === 0 && <p className={statusText}>No skills yet.</p>}
                  <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} aria-label="Your skills">
                    {field.state.value.map((skill, index) => (
                      <li key={skill.skillId} className={rowBox}>
                        <div className={rowHead}>
                          <span className={css({ fontWeight: 'medium' })}>{skill.name}</span>
                          <IconButton
                            variant="ghost"
                            colorPalette="neutral"
                            size="sm"
                            aria-label={`Remove ${skill.name}`}
                            onClick={() => field.removeValue(index)}
                          >
                            <Trash2 />
                          </IconButton>
                        </div>
                        <div className={grid}>
                          <form.AppField name={`skills[${index}].level`}>
                            {(level) => (
                              <ChoiceField
                                label={`${skill.name} level`}
                                choices={SKILL_LEVEL_CHOICES}
                                value={level.state.value}
                                onChange={(value) => level.handleChange(value as typeof level.state.value)}
                                errorText={errorOf(level.state.meta)}
                              />
                            )}
                          </form.AppField>
                          <form.AppField name={`skills[${index}].years`}>
                            {(years) => (
                              <TextField
                                label={`${skill.name} years of experience`}
                                type="number"
                                inputMode="numeric"
                                min={0}
                                max={60}
                                value={Number.isNaN(years.state.value) ? '' : String(years.state.value)}
                                onChange={(event) => years.handleChange(event.target.valueAsNumber)}
                                onBlur={years.handleBlur}
                                errorText={errorOf(years.state.meta)}
                              />
                            )}
                          </form.AppField>
                        </div>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </form.AppField>,
          )}
          {section$(
            'experience',
            'Experience',
            <form.AppField name="experience" mode="array">
              {(field) => (
                <>
                  {field.state.value.map((_, index) => (
                    <div key={index} className={rowBox} role="group" aria-label={`Position ${index + 1}`}>
                      <div className={grid}>
                        <form.AppField name={`experience[${index}].company`}>
                          {(f) => <f.TextField label="Company" required autoFocus={added === `experience-${index}`} />}
                        </form.AppField>
                        <form.AppField name={`experience[${index}].title`}>
                          {(f) => <f.TextField label="Job title" required />}
                        </form.AppField>
                        <form.AppField name={`experience[${index}].startDate`}>
                          {(f) => <f.TextField label="Started" type="date" required />}
                        </form.AppField>
                        <form.AppField name={`experience[${index}].endDate`}>
                          {(f) => (
                            <f.TextField label="Ended" type="date" helperText="Leave empty if you still work here." />
                          )}
                        </form.AppField>
                      </div>
                      <form.AppField name={`experience[${index}].description`}>
                        {(f) => (
                          <FormField label="What you did" errorText={errorOf(f.state.meta)}>
                            <Textarea
                              name={f.name}
                              value={f.state.value}
                              rows={3}
                              onChange={(event) => f.handleChange(event.target.value)}
                              onBlur={f.handleBlur}
                            />
                          </FormField>
                        )}
                      </form.AppField>
                      <RemoveRow label={`Remove position ${index + 1}`} onRemove={() => field.removeValue(index)} />
                    </div>
                  ))}
                  <AddRow
                    label="Add a position"
                    onAdd={() => {
                      setAdded(`experience-${field.state.value.length}`)
                      field.pushValue({ ...emptyExperience })
                    }}
                  />
                </>
              )}
            </form.AppField>,
          )}
          {section$(
            'education',
            'Education',
            <form.AppField name="education" mode="array">
              {(field) => (
                <>
                  {field.state.value.map((_, index) => (
                    <div key={index} className={rowBox} role="group" aria-label={`Education ${index + 1}`}>
                      <div className={grid}>
                        <form.AppField name={`education[${index}].institution`}>
                          {(f) => (
                            <f.TextField
                              label="School or university"
                              required
                              autoFocus={added === `education-${index}`}
                            />
                          )}
                        </form.AppField>
                        <form.AppField name={`education[${index}].degree`}>
                          {(f) => <f.TextField label="Degree" required />}
                        </form.AppField>
                        <form.AppField name={`education[${index}].field`}>
                          {(f) => <f.TextField label="Field of study" />}
                        </form.AppField>
                        <div className={grid}>
                          <form.AppField name={`education[${index}].startDate`}>
                            {(f) => <f.TextField label="Started" type="date" />}
                          </form.AppField>
                          <form.AppField name={`education[${index}].endDate`}>
                            {(f) => <f.TextField label="Finished" type="date" />}
                          </form.AppField>
                        </div>
                      </div>
                      <RemoveRow label={`Remove education ${index + 1}`} onRemove={() => field.removeValue(index)} />
                    </div>
                  ))}
                  <AddRow
                    label="Add education"
                    onAdd={() => {
                      setAdded(`education-${field.state.value.length}`)
                      field.pushValue({ ...emptyEducation })
                    }}
                  />
                </>
              )}
            </form.AppField>,
          )}
          {section$(
            'languages',
            'Languages',
            <form.AppField name="languages" mode="array">
              {(field) => (
                <>
                  {field.state.value.map((_, index) => (
                    <div key={index} className={rowBox} role="group" aria-label={`Language ${index + 1}`}>
                      <div className={grid}>
                        <form.AppField name={`languages[${index}].language`}>
                          {(f) => (
                            <ChoiceField
                              label="Language"
                              choices={LANGUAGE_CHOICES}
                              value={f.state.value}
                              onChange={f.handleChange}
                              errorText={errorOf(f.state.meta)}
                            />
                          )}
                        </form.AppField>
                        <form.AppField name={`languages[${index}].level`}>
                          {(f) => (
                            <ChoiceField
                              label="Level"
                              choices={LANGUAGE_LEVEL_CHOICES}
                              value={f.state.value}
                              onChange={(value) => f.handleChange(value as typeof f.state.value)}
                              errorText={errorOf(f.state.meta)}
                            />
                          )}
                        </form.AppField>
                      </div>
                      <RemoveRow label={`Remove language ${index + 1}`} onRemove={() => field.removeValue(index)} />
                    </div>
                  ))}
                  <AddRow label="Add a language" onAdd={() => field.pushValue({ ...emptyLanguage })} />
                </>
              )}
            </form.AppField>,
          )}
          <section className={section} aria-labelledby="resume-salary-title">
            <h2 id="resume-salary-title" className={sectionTitle}>
              Salary expectation
            </h2>
            <p className={statusText}>Gross, in whole units. Leave both empty to not say.</p>
            <div className={grid}>
              <form.AppField name="salaryExpectation.min">
                {(f) => <f.TextField label="From" inputMode="numeric" />}
              </form.AppField>
              <form.AppField name="salaryExpectation.max">
                {(f) => <f.TextField label="To" inputMode="numeric" />}
              </form.AppField>
              <form.AppField name="salaryExpectation.currency">
                {(f) => (
                  <ChoiceField
                    label="Currency"
                    choices={CURRENCY_CHOICES}
                    value={f.state.value}
                    onChange={f.handleChange}
                  />
                )}
              </form.AppField>
              <form.AppField name="salaryExpectation.period">
                {(f) => (
                  <ChoiceField
                    label="Period"
                    choices={PERIOD_CHOICES}
                    value={f.state.value}
                    onChange={(value) => f.handleChange(value as typeof f.state.value)}
                  />
                )}
              </form.AppField>
            </div>
          </section>
          <section className={section} aria-labelledby="resume-availability-title">
            <h2 id="resume-availability-title" className={sectionTitle}>
              Availability
            </h2>
            <div className={grid}>
              <form.AppField name="availability.notice">
                {(f) => (
                  <ChoiceField
                    label="Notice period"
                    choices={NOTICE_CHOICES}
                    value={f.state.value}
                    onChange={(value) => f.handleChange(value as typeof f.state.value)}
                    errorText={errorOf(f.state.meta)}
                  />
                )}
              </form.AppField>
              <form.AppField name="availability.availableFrom">
                {(f) => <f.TextField label="Available from" type="date" />}
              </form.AppField>
            </div>
            <form.AppField name="availability.workModes">
              {(f) => (
                <Checklist
                  legend="Ways of working"
                  choices={WORK_MODE_CHOICES}
                  value={f.state.value}
                  onChange={(value) => f.handleChange(value as typeof f.state.value)}
                />
              )}
            </form.AppField>
          </section>
          <div className={actions}>
            <Button variant="outline" onClick={props.onSaveDraft} loading={busy === 'saving'}>
              Save draft
            </Button>
            <Button onClick={() => void publish()} loading={busy === 'publishing'}>
              {hasPublished ? 'Publish changes' : 'Publish'}
            </Button>
          </div>
        </form.Form>
      </form.AppForm>
    </div>
  )
}

function ParsedNote({
  field,
  state,
  onConfirm,
}: {
  field: ParsedField
  state: Review[ReviewKey]
  onConfirm: () => void
}) {
  const percent = Math.round(field.confidence * 100)
  if (state !== 'unchecked') {
    return (
      <p className={parsedNote}>
        <Badge variant="status" colorPalette="success">
          {state === 'confirmed' ? 'Checked' : 'Edited'}
        </Badge>
      </p>
    )
  }
  return (
    <div className={parsedNote} data-low={field.low}>
      <Badge variant="status" colorPalette={field.low ? 'danger' : 'warning'}>
        Read from your file, please check
      </Badge>
      <span>
        {field.low ? `Low confidence (${percent}%): the file was hard to read here.` : `Confidence ${percent}%`}
        {field.sources.length > 0 && <> · from “{field.sources.join('”, “')}”</>}
      </span>
      <Button size="sm" variant="outline" onClick={onConfirm} aria-label={`${field.label} looks right`}>
        <Check aria-hidden="true" />
        Looks right
      </Button>
    </div>
  )
}

function ErrorSummary({ error, blockers }: { error: string; blockers: PublishBlocker[] }) {
  const ref = useRef<HTMLDivElement>(null)
  // A refused publish moves focus to what is missing, so keyboard and screen reader users land on it.
  useEffect(() => ref.current?.focus(), [error, blockers])
  return (
    <div ref={ref} className={summaryBox} tabIndex={-1} role="alert" aria-labelledby="resume-error-title">
      <p
        id="resume-error-title"
        className={css({ fontWeight: 'semibold', display: 'flex', gap: '2', alignItems: 'center' })}
      >
        <CircleAlert aria-hidden="true" size={18} />
        {error}
      </p>
      {blockers.length > 0 && (
        <ul className={css({ listStyle: 'disc', pl: '6' })}>
          {blockers.map((b) => (
            <li key={`${b.field}-${b.kind}`}>
              <a href={`#${sectionId(b.field)}`} className={css({ textDecoration: 'underline' })}>
                {b.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function AddRow({ label, onAdd }: { label: string; onAdd: () => void }) {
  return (
    <div>
      <Button variant="outline" size="sm" onClick={onAdd}>
        <Plus aria-hidden="true" />
        {label}
      </Button>
    </div>
  )
}

function RemoveRow({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
      <Button variant="ghost" colorPalette="neutral" size="sm" onClick={onRemove}>
        <Trash2 aria-hidden="true" />
        {label}
      </Button>
    </div>
  )
}
