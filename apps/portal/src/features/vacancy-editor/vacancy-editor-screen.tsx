import {
  emptyVacancyLanguage,
  recruiterVacancySchema,
  toVacancyBody,
  uncheckedVacancyFields,
  vacancyReviewOf,
  vacancySchema,
  VACANCY_REVIEW_LABELS,
  VACANCY_REVIEW_MESSAGE,
  type ParsedVacancyField,
  type VacancyBody,
  type VacancyIntent,
  type VacancyReviewKey,
  type VacancyReviewState,
  type VacancyValues,
} from '@hireloop/flows'
import { Badge, Button, FormField, IconButton, Markdown, Tabs, Textarea } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { useStore } from '@tanstack/react-form'
import { Archive, Check, CircleAlert, Info, Plus, Trash2 } from 'lucide-react'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import {
  countryName,
  type Place,
  type ReferenceLookups,
  type SkillSuggestion,
} from '../../lib/data/reference-lookups.ts'
import { submitForm, visibleError } from '../../lib/forms/schema-form.ts'
import { ChoiceField, ErrorLine, LookupField, type Choice } from '../../lib/forms/lookup-controls.tsx'
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts'
import { LANGUAGE_CHOICES, LANGUAGE_LEVEL_CHOICES, languageName } from '../../lib/languages/languages.ts'
import type { VacancyActionResult } from '../../lib/vacancies/use-vacancy-actions.ts'
import { VacancyConfirmDialog } from '../../lib/vacancies/vacancy-confirm-dialog.tsx'
import { EMPLOYMENT_TYPES, REMOTE_POLICIES, SENIORITIES, SKILL_LEVELS } from '../../lib/vacancies/vacancy-format.ts'

/** Where the vacancy is in its lifecycle (the vacancy machine's state): it decides the buttons. */
export type VacancyEditorMode = 'new' | 'draft' | 'active' | 'archived'

/** A company a recruiter may post for (GET /company). */
export interface CompanyChoice {
  id: string
  name: string
}

/** The reference data the editor looks up as the user types; recruiters also look up companies. */
export interface VacancyLookups extends ReferenceLookups {
  companies: (query: string, signal: AbortSignal) => Promise<CompanyChoice[]>
}

export interface VacancyEditorScreenProps {
  mode: VacancyEditorMode
  /** The saved values the editor opens with (or the empty form). */
  initialValues: VacancyValues
  /** The company the vacancy belongs to, by name; null while a recruiter has to pick it. */
  companyName: string | null
  /** A recruiter's new vacancy: the company is chosen here (an employer always posts for their own). */
  pickCompany: boolean
  /** Fields read from an uploaded file, each to confirm or edit before publishing. */
  parsed: ParsedVacancyField[]
  /** The request running: the button that started it shows a spinner, the others wait. */
  busy: 'draft' | 'publish' | 'archive' | 'delete' | null
  lookups: VacancyLookups
  /** Saves the checked values; rejects with an ApiError whose field messages show on the fields. */
  onSave: (intent: VacancyIntent, body: VacancyBody) => Promise<unknown>
  onArchive: () => Promise<VacancyActionResult>
  onDelete: () => Promise<VacancyActionResult>
}

const HEADINGS: Record<VacancyEditorMode, string> = {
  new: 'New vacancy',
  draft: 'Edit draft',
  active: 'Edit vacancy',
  archived: 'Archived vacancy',
}

const choicesOf = (labels: Record<string, string>): Choice[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }))
const SENIORITY_CHOICES = choicesOf(SENIORITIES)
const EMPLOYMENT_CHOICES = choicesOf(EMPLOYMENT_TYPES)
const REMOTE_CHOICES = choicesOf(REMOTE_POLICIES)
const LEVEL_CHOICES = choicesOf(SKILL_LEVELS)
const CURRENCY_CHOICES: Choice[] = ['EUR', 'USD', 'GBP', 'CHF', 'PLN', 'SEK'].map((code) => ({
  value: code,
  label: code,
}))
const PERIOD_CHOICES: Choice[] = [
  { value: 'year', label: 'Per year' },
  { value: 'month', label: 'Per month' },
  { value: 'hour', label: 'Per hour' },
]

const page = css({ px: { base: '4', md: '8' }, py: '8', maxWidth: '4xl', mx: 'auto', width: 'full' })
const header = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })
const heading = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })
const muted = css({ color: 'fg.muted', fontSize: 'sm' })
const formStack = css({ display: 'flex', flexDirection: 'column', gap: '8', mt: '6', border: 'none', p: '0', m: '0' })
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
  display: 'grid',
  gap: '3',
  alignItems: 'end',
  gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1fr) minmax(0, 12rem) auto auto' },
  p: '4',
  bg: 'bg.subtle',
  borderRadius: 'lg',
})
const languageRow = css({
  display: 'grid',
  gap: '3',
  alignItems: 'end',
  gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
  p: '4',
  bg: 'bg.subtle',
  borderRadius: 'lg',
})
const skillColumn = css({ display: 'flex', flexDirection: 'column', gap: '3' })
const skillHeading = css({ fontWeight: 'semibold' })
const skillName = css({ fontWeight: 'medium' })
const srOnly = css({ srOnly: true })
const skillText = (s: SkillSuggestion) => s.name
const skillValue = (s: SkillSuggestion) => s.id
const actionsRow = css({ display: 'flex', gap: '3', flexWrap: 'wrap', justifyContent: 'flex-end' })
const dangerRow = css({ display: 'flex', gap: '3', flexWrap: 'wrap', mr: 'auto' })
const parsedNote = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', fontSize: 'sm' })
const noteBox = css({
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  p: '4',
  mt: '4',
  borderRadius: 'lg',
  bg: 'bg.subtle',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border',
})
const summaryBox = css({
  p: '4',
  mt: '4',
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
const preview = css({
  minH: '40',
  p: '4',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'lg',
})

/** Sections the file reader does not fill, so they have nothing to review. */
type PlainSection = 'openings' | 'languages'

export function sectionId(key: VacancyReviewKey | PlainSection | 'company') {
  return `vacancy-${key}`
}

/** /create-vacancy and /create-vacancy/{id} (docs/product.md §2, §4): write, save as draft, publish, update, archive. */
export function VacancyEditorScreen(props: VacancyEditorScreenProps) {
  const { mode, initialValues, parsed, busy, lookups } = props
  const readOnly = mode === 'archived'
  const form = useSchemaForm({
    schema: props.pickCompany ? recruiterVacancySchema : vacancySchema,
    defaultValues: initialValues,
    onSubmit: (data) => props.onSave(data.intent, toVacancyBody(data)),
  })
  // The screen reads what it shows of the values through narrow selections, compared by value: a keystroke or an
  // added skill re-renders the field that holds it, not the whole editor (issue 16, ADR 0105).
  const country = useStore(form.store, (state) => state.values.location.country)
  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0)
  const errorOf = (meta: Parameters<typeof visibleError>[0]) => visibleError(meta, submitted)

  const [confirmed, setConfirmed] = useState<ReadonlySet<VacancyReviewKey>>(new Set())
  const reviewText = useStore(form.store, (state) =>
    JSON.stringify(vacancyReviewOf(parsed, initialValues, state.values, confirmed)),
  )
  const review = useMemo(() => JSON.parse(reviewText) as ReturnType<typeof vacancyReviewOf>, [reviewText])
  // The fields a refused publish named, while they are still unchecked; each refusal is one more attempt.
  const [blocked, setBlocked] = useState<{ keys: VacancyReviewKey[]; attempt: number }>({ keys: [], attempt: 0 })
  const unchecked = uncheckedVacancyFields(review)
  const stillBlocked = blocked.keys.filter((key) => unchecked.includes(key))
  const [dialog, setDialog] = useState<'archive' | 'delete' | null>(null)

  async function send(intent: VacancyIntent) {
    if (intent === 'publish' && unchecked.length > 0) {
      setBlocked((before) => ({ keys: unchecked, attempt: before.attempt + 1 }))
      return
    }
    form.setFieldValue('intent', intent)
    await submitForm(form)
  }

  const parsedOf = (key: VacancyReviewKey) => parsed.find((p) => p.key === key)
  const section$ = (key: VacancyReviewKey | PlainSection, title: string, children: ReactNode, description?: string) => {
    const plain = key === 'openings' || key === 'languages'
    const field = plain ? undefined : parsedOf(key)
    const state = plain ? undefined : review[key]
    return (
      <section
        id={sectionId(key)}
        className={section}
        aria-labelledby={`${sectionId(key)}-title`}
        tabIndex={-1}
        data-review={field ? state : undefined}
        data-low={field?.low}
      >
        <h2 id={`${sectionId(key)}-title`} className={sectionTitle}>
          {title}
        </h2>
        {description && <p className={muted}>{description}</p>}
        {field && state && !readOnly && (
          <ParsedNote
            field={field}
            state={state}
            onConfirm={() => setConfirmed((before) => new Set(before).add(field.key))}
          />
        )}
        {children}
      </section>
    )
  }

  return (
    <div className={page}>
      <div className={header}>
        <h1 className={heading}>{HEADINGS[mode]}</h1>
        {mode === 'draft' && (
          <Badge variant="status" colorPalette="warning">
            Draft
          </Badge>
        )}
        {mode === 'active' && (
          <Badge variant="status" colorPalette="success">
            Active
          </Badge>
        )}
        {mode === 'archived' && (
          <Badge variant="status" colorPalette="neutral">
            Archived
          </Badge>
        )}
      </div>
      {props.companyName && <p className={muted}>For {props.companyName}</p>}
      {readOnly && (
        <div className={noteBox} role="note">
          <Info aria-hidden="true" size={18} />
          <p>This vacancy is archived: archived vacancies are read only and talents no longer see it.</p>
        </div>
      )}
      {stillBlocked.length > 0 && <ReviewSummary blocked={stillBlocked} attempt={blocked.attempt} />}
      <form.AppForm>
        <form.Form aria-label="Vacancy">
          <fieldset className={formStack} disabled={readOnly}>
            {props.pickCompany && (
              <section
                id={sectionId('company')}
                className={section}
                aria-labelledby="vacancy-company-title"
                tabIndex={-1}
              >
                <h2 id="vacancy-company-title" className={sectionTitle}>
                  Company
                </h2>
                <form.AppField name="companyId">
                  {(field) => (
                    <CompanyField
                      load={lookups.companies}
                      errorText={errorOf(field.state.meta)}
                      onSelect={(company) => field.handleChange(company?.id ?? '')}
                    />
                  )}
                </form.AppField>
              </section>
            )}
            {section$(
              'title',
              'Title',
              <form.AppField name="title">
                {(field) => (
                  <field.TextField
                    label="Title"
                    required
                    readOnly={readOnly}
                    helperText="The role as talents search for it: “Senior backend engineer”."
                  />
                )}
              </form.AppField>,
            )}
            {section$(
              'description',
              'Description',
              <form.AppField name="description">
                {(field) => (
                  <Tabs.Root defaultValue={readOnly ? 'preview' : 'edit'}>
                    <Tabs.List aria-label="Description">
                      <Tabs.Trigger value="edit">Edit</Tabs.Trigger>
                      <Tabs.Trigger value="preview">Preview</Tabs.Trigger>
                    </Tabs.List>
                    <Tabs.Content value="edit">
                      <FormField
                        label="Description"
                        required
                        errorText={errorOf(field.state.meta)}
                        helperText="Markdown: # headings, - lists, **bold**, _italic_, [links](https://…). No HTML."
                      >
                        <Textarea
                          name={field.name}
                          value={field.state.value}
                          rows={12}
                          readOnly={readOnly}
                          onChange={(event) => field.handleChange(event.target.value)}
                          onBlur={field.handleBlur}
                        />
                      </FormField>
                    </Tabs.Content>
                    <Tabs.Content value="preview">
                      <div className={preview} aria-label="Description preview" role="region">
                        {field.state.value.trim() ? (
                          <Markdown topHeadingLevel={3}>{field.state.value}</Markdown>
                        ) : (
                          <p className={muted}>Nothing to preview yet.</p>
                        )}
                      </div>
                    </Tabs.Content>
                  </Tabs.Root>
                )}
              </form.AppField>,
              'What the role is, what the team does, what the person brings.',
            )}
            {section$(
              'skills',
              'Skills',
              <form.AppField name="skills" mode="array">
                {(field) => {
                  const rows = field.state.value.map((skill, index) => ({ skill, index }))
                  const list = (required: boolean) => rows.filter((r) => r.skill.required === required)
                  const add = (required: boolean) => (s: SkillSuggestion | null) => {
                    if (!s || field.state.value.some((k) => k.skillId === s.id)) return
                    field.pushValue({ skillId: s.id, name: s.name, level: 'intermediate', required })
                  }
                  return (
                    <>
                      {[true, false].map((required) => (
                        <div key={String(required)} className={skillColumn}>
                          <h3 className={skillHeading}>{required ? 'Required skills' : 'Nice-to-have skills'}</h3>
                          {!readOnly && (
                            <LookupField<SkillSuggestion>
                              label={required ? 'Add a required skill' : 'Add a nice-to-have skill'}
                              text=""
                              clearOnSelect
                              placeholder="Type a skill, e.g. TypeScript"
                              load={lookups.skills}
                              itemToString={skillText}
                              itemToValue={skillValue}
                              onSelect={add(required)}
                            />
                          )}
                          {list(required).length === 0 ? (
                            <p className={muted}>
                              {required ? 'No required skills yet.' : 'No nice-to-have skills yet.'}
                            </p>
                          ) : (
                            <ul
                              className={skillColumn}
                              aria-label={required ? 'Required skills' : 'Nice-to-have skills'}
                            >
                              {list(required).map(({ skill, index }) => (
                                <li key={skill.skillId} className={rowBox}>
                                  <form.AppField name={`skills[${index}].skillId`}>
                                    {(id) => (
                                      <div>
                                        <span className={skillName}>{skill.name}</span>
                                        <ErrorLine
                                          id={`${sectionId('skills')}-${index}-error`}
                                          text={errorOf(id.state.meta)}
                                        />
                                      </div>
                                    )}
                                  </form.AppField>
                                  <form.AppField name={`skills[${index}].level`}>
                                    {(level) => (
                                      <ChoiceField
                                        label={`${skill.name} level`}
                                        choices={LEVEL_CHOICES}
                                        value={level.state.value}
                                        onChange={(value) => level.handleChange(value as typeof level.state.value)}
                                        errorText={errorOf(level.state.meta)}
                                      />
                                    )}
                                  </form.AppField>
                                  {!readOnly && (
                                    <>
                                      <Button
                                        variant="outline"
                                        size="sm"
                                        onClick={() => field.replaceValue(index, { ...skill, required: !required })}
                                      >
                                        {required ? 'Make nice-to-have' : 'Make required'}
                                        <span className={srOnly}> ({skill.name})</span>
                                      </Button>
                                      <IconButton
                                        variant="ghost"
                                        colorPalette="neutral"
                                        size="sm"
                                        aria-label={`Remove ${skill.name}`}
                                        onClick={() => field.removeValue(index)}
                                      >
                                        <Trash2 />
                                      </IconButton>
                                    </>
                                  )}
                                </li>
                              ))}
                            </ul>
                          )}
                        </div>
                      ))}
                    </>
                  )
                }}
              </form.AppField>,
              'From the skills taxonomy, so matching can rank talents by them. Each with the level you need.',
            )}
            {section$(
              'seniority',
              'Role',
              <div className={grid}>
                <form.AppField name="seniority">
                  {(f) => (
                    <ChoiceField
                      label="Seniority"
                      choices={SENIORITY_CHOICES}
                      value={f.state.value}
                      placeholder="Not stated"
                      onChange={(value) => f.handleChange(value as typeof f.state.value)}
                      errorText={errorOf(f.state.meta)}
                    />
                  )}
                </form.AppField>
                <form.AppField name="employmentType">
                  {(f) => (
                    <div id={sectionId('employmentType')} tabIndex={-1}>
                      <ChoiceField
                        label="Employment type"
                        choices={EMPLOYMENT_CHOICES}
                        value={f.state.value}
                        onChange={(value) => f.handleChange(value as typeof f.state.value)}
                        errorText={errorOf(f.state.meta)}
                      />
                      {parsedOf('employmentType') && review.employmentType && !readOnly && (
                        <ParsedNote
                          field={parsedOf('employmentType')!}
                          state={review.employmentType}
                          onConfirm={() => setConfirmed((before) => new Set(before).add('employmentType'))}
                        />
                      )}
                    </div>
                  )}
                </form.AppField>
              </div>,
            )}
            {section$(
              'location',
              'Location',
              <>
                <div className={grid3}>
                  <form.AppField name="location.country">
                    {(f) => (
                      <LookupField<Place>
                        label="Country"
                        text={countryName(f.state.value)}
                        disabled={readOnly}
                        load={lookups.countries}
                        itemToString={(p) => p.name}
                        itemToValue={(p) => p.code}
                        onSelect={(p) => {
                          f.handleChange(p?.code ?? '')
                          form.setFieldValue('location.state', '')
                          form.setFieldValue('location.city', '')
                        }}
                        errorText={errorOf(f.state.meta)}
                      />
                    )}
                  </form.AppField>
                  <form.AppField name="location.state">
                    {(f) => (
                      <LookupField<Place>
                        label="State or region"
                        text={f.state.value}
                        disabled={readOnly || !country}
                        load={(q, signal) => lookups.states(country, q, signal)}
                        itemToString={(p) => p.name}
                        itemToValue={(p) => p.code}
                        onSelect={(p) => f.handleChange(p?.name ?? '')}
                        errorText={errorOf(f.state.meta)}
                      />
                    )}
                  </form.AppField>
                  <form.AppField name="location.city">
                    {(f) => (
                      <LookupField<Place>
                        label="City"
                        text={f.state.value}
                        disabled={readOnly || !country}
                        load={(q, signal) => lookups.cities(country, q, signal)}
                        itemToString={(p) => p.name}
                        itemToValue={(p) => p.code}
                        onSelect={(p) => f.handleChange(p?.name ?? '')}
                        errorText={errorOf(f.state.meta)}
                      />
                    )}
                  </form.AppField>
                </div>
                <form.AppField name="remote">
                  {(f) => (
                    <div id={sectionId('remote')} tabIndex={-1}>
                      <ChoiceField
                        label="Remote policy"
                        choices={REMOTE_CHOICES}
                        value={f.state.value}
                        onChange={(value) => f.handleChange(value as typeof f.state.value)}
                        errorText={errorOf(f.state.meta)}
                      />
                      {parsedOf('remote') && review.remote && !readOnly && (
                        <ParsedNote
                          field={parsedOf('remote')!}
                          state={review.remote}
                          onConfirm={() => setConfirmed((before) => new Set(before).add('remote'))}
                        />
                      )}
                    </div>
                  )}
                </form.AppField>
              </>,
              'Leave the country empty for a fully remote role open anywhere.',
            )}
            {section$(
              'salary',
              'Salary range',
              <div className={grid}>
                <form.AppField name="salary.min">
                  {(f) => <f.TextField label="From" inputMode="numeric" readOnly={readOnly} />}
                </form.AppField>
                <form.AppField name="salary.max">
                  {(f) => <f.TextField label="To" inputMode="numeric" readOnly={readOnly} />}
                </form.AppField>
                <form.AppField name="salary.currency">
                  {(f) => (
                    <ChoiceField
                      label="Currency"
                      choices={CURRENCY_CHOICES}
                      value={f.state.value}
                      onChange={f.handleChange}
                    />
                  )}
                </form.AppField>
                <form.AppField name="salary.period">
                  {(f) => (
                    <ChoiceField
                      label="Period"
                      choices={PERIOD_CHOICES}
                      value={f.state.value}
                      onChange={(value) => f.handleChange(value as typeof f.state.value)}
                    />
                  )}
                </form.AppField>
              </div>,
              'Gross, in whole units. Leave both empty to not say.',
            )}
            {section$(
              'languages',
              'Languages',
              <form.AppField name="languages" mode="array">
                {(field) => (
                  <LanguageRows
                    rows={field.state.value}
                    readOnly={readOnly}
                    onAdd={() => field.pushValue({ ...emptyVacancyLanguage })}
                    onRemove={(index) => field.removeValue(index)}
                    renderLanguage={(index, choices) => (
                      <form.AppField name={`languages[${index}].language`}>
                        {(f) => (
                          <ChoiceField
                            label="Language"
                            choices={choices}
                            value={f.state.value}
                            onChange={f.handleChange}
                            errorText={errorOf(f.state.meta)}
                          />
                        )}
                      </form.AppField>
                    )}
                    renderLevel={(index) => (
                      <form.AppField name={`languages[${index}].level`}>
                        {(f) => (
                          <ChoiceField
                            label="Minimum level"
                            choices={LANGUAGE_LEVEL_CHOICES}
                            value={f.state.value}
                            onChange={(value) => f.handleChange(value as typeof f.state.value)}
                            errorText={errorOf(f.state.meta)}
                          />
                        )}
                      </form.AppField>
                    )}
                  />
                )}
              </form.AppField>,
              'Each language the role needs once, with the lowest level you accept (CEFR). Matching compares it with what talents list.',
            )}
            {section$(
              'openings',
              'Openings',
              <form.AppField name="openings">
                {(f) => (
                  <f.TextField
                    label="Openings"
                    inputMode="numeric"
                    required
                    readOnly={readOnly}
                    helperText="How many people you hire for this role."
                  />
                )}
              </form.AppField>,
            )}
          </fieldset>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '8' })}>
            {mode !== 'new' && (
              <div className={dangerRow}>
                {mode === 'active' && (
                  <Button variant="outline" disabled={busy !== null} onClick={() => setDialog('archive')}>
                    <Archive aria-hidden="true" />
                    Archive
                  </Button>
                )}
                <Button
                  variant="outline"
                  colorPalette="danger"
                  disabled={busy !== null}
                  onClick={() => setDialog('delete')}
                >
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </div>
            )}
            {!readOnly && (
              <div className={actionsRow}>
                {mode !== 'active' && (
                  <Button
                    variant="outline"
                    loading={busy === 'draft'}
                    disabled={busy !== null && busy !== 'draft'}
                    onClick={() => void send('draft')}
                  >
                    Save draft
                  </Button>
                )}
                <Button
                  loading={busy === 'publish'}
                  disabled={busy !== null && busy !== 'publish'}
                  onClick={() => void send('publish')}
                >
                  {mode === 'active' ? 'Update' : 'Publish'}
                </Button>
              </div>
            )}
          </div>
        </form.Form>
      </form.AppForm>
      {dialog && (
        <form.Subscribe selector={(state) => state.values.title}>
          {(title) => (
            <VacancyConfirmDialog
              action={dialog}
              vacancyTitle={title || 'This vacancy'}
              onConfirm={dialog === 'archive' ? props.onArchive : props.onDelete}
              onClose={() => setDialog(null)}
            />
          )}
        </form.Subscribe>
      )}
    </div>
  )
}

interface LanguageRowsProps {
  rows: VacancyValues['languages']
  readOnly: boolean
  onAdd: () => void
  onRemove: (index: number) => void
  /** The language select of row `index`, offering `choices` (the languages no other row names). */
  renderLanguage: (index: number, choices: Choice[]) => ReactNode
  renderLevel: (index: number) => ReactNode
}

/**
 * The language requirements, one row each. Keyboard users land on the new row's language after adding one and back on
 * "Add a language" after removing one, so focus never drops to the page.
 */
function LanguageRows({ rows, readOnly, onAdd, onRemove, renderLanguage, renderLevel }: LanguageRowsProps) {
  const listRef = useRef<HTMLUListElement>(null)
  const addRef = useRef<HTMLButtonElement>(null)
  // Where focus goes once the rows re-render after an add or a remove.
  const pendingFocus = useRef<{ to: 'row'; index: number } | { to: 'add' } | null>(null)
  useEffect(() => {
    const focus = pendingFocus.current
    if (!focus) return
    pendingFocus.current = null
    if (focus.to === 'add') addRef.current?.focus()
    else listRef.current?.querySelectorAll<HTMLElement>('[data-row-start] button')[focus.index]?.focus()
  })
  const taken = (index: number) => new Set(rows.filter((_, other) => other !== index).map((row) => row.language))
  return (
    <>
      {rows.length === 0 ? (
        <p className={muted}>No language requirements.</p>
      ) : (
        <ul
          ref={listRef}
          className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
          aria-label="Languages"
        >
          {rows.map((row, index) => {
            const name = languageName(row.language) || `language ${index + 1}`
            return (
              <li key={index}>
                <div className={languageRow} role="group" aria-label={`Language requirement ${index + 1}`}>
                  <div data-row-start>
                    {renderLanguage(
                      index,
                      LANGUAGE_CHOICES.filter((choice) => !taken(index).has(choice.value)),
                    )}
                  </div>
                  {renderLevel(index)}
                  {!readOnly && (
                    <IconButton
                      variant="ghost"
                      colorPalette="neutral"
                      size="sm"
                      aria-label={`Remove ${name}`}
                      onClick={() => {
                        onRemove(index)
                        pendingFocus.current = { to: 'add' }
                      }}
                    >
                      <Trash2 />
                    </IconButton>
                  )}
                </div>
              </li>
            )
          })}
        </ul>
      )}
      {!readOnly && (
        <div>
          <Button
            ref={addRef}
            variant="outline"
            size="sm"
            onClick={() => {
              onAdd()
              pendingFocus.current = { to: 'row', index: rows.length }
            }}
          >
            <Plus aria-hidden="true" />
            Add a language
          </Button>
        </div>
      )}
    </>
  )
}

function CompanyField({
  load,
  errorText,
  onSelect,
}: {
  load: VacancyLookups['companies']
  errorText?: string
  onSelect: (company: CompanyChoice | null) => void
}) {
  return (
    <LookupField<CompanyChoice>
      label="Company"
      text=""
      placeholder="Type a company name"
      load={load}
      itemToString={(c) => c.name}
      itemToValue={(c) => c.id}
      onSelect={onSelect}
      errorText={errorText}
    />
  )
}

function ParsedNote({
  field,
  state,
  onConfirm,
}: {
  field: ParsedVacancyField
  state: VacancyReviewState
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
        {field.low ? `Low confidence (${percent}%): the file was unclear here.` : `Confidence ${percent}%`}
        {field.sources.length > 0 && <> · from “{field.sources.join('”, “')}”</>}
      </span>
      <Button size="sm" variant="outline" onClick={onConfirm} aria-label={`${field.label} looks right`}>
        <Check aria-hidden="true" />
        Looks right
      </Button>
    </div>
  )
}

function ReviewSummary({ blocked, attempt }: { blocked: VacancyReviewKey[]; attempt: number }) {
  const ref = useRef<HTMLDivElement>(null)
  // A refused publish moves focus to what is left to check, so keyboard and screen reader users land on it.
  useEffect(() => ref.current?.focus(), [attempt])
  return (
    <div ref={ref} className={summaryBox} tabIndex={-1} role="alert" aria-labelledby="vacancy-review-title">
      <p
        id="vacancy-review-title"
        className={css({ fontWeight: 'semibold', display: 'flex', gap: '2', alignItems: 'center' })}
      >
        <CircleAlert aria-hidden="true" size={18} />
        {VACANCY_REVIEW_MESSAGE}
      </p>
      <ul className={css({ listStyle: 'disc', pl: '6' })}>
        {blocked.map((key) => (
          <li key={key}>
            <a href={`#${sectionId(key)}`} className={css({ textDecoration: 'underline' })}>
              {VACANCY_REVIEW_LABELS[key]}: read from your file, please check it.
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
