import type { Schema } from '@hireloop/api'
import { Badge, Button, IconButton } from '@hireloop/design-system'
import type { SkillLevel } from '@hireloop/flows'
import { css } from '@hireloop/styled-system/css'
import { X } from 'lucide-react'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import type { SkillSuggestion } from '../../lib/data/reference-lookups.ts'
import { ChoiceField, LookupField } from '../../lib/forms/lookup-controls.tsx'
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts'
import {
  emptyTalentStep,
  resumeStepSchema,
  SKILL_LEVEL_CHOICES,
  talentStepSchema,
  toTalentResumeBody,
  type ChosenSkill,
  type TalentStepData,
} from './create-talent-form.ts'

type Talent = Schema<'Talent'>

/** Where the recruiter is: the talent to create, the resume of a created talent, or a talent who has one already. */
export type CreateTalentStep =
  | { kind: 'talent' }
  | { kind: 'resume'; talent: Talent; draftTitle: string }
  | { kind: 'has-resume'; talent: Talent; resumeId: string }

export interface CreateTalentScreenProps {
  step: CreateTalentStep
  /** Step 1: creates the talent with a draft resume; rejects with the server's refusal (shown on the fields). */
  onCreateTalent: (data: TalentStepData) => Promise<unknown>
  /** Step 2: publishes their resume. */
  onCreateResume: (body: ReturnType<typeof toTalentResumeBody>) => Promise<unknown>
  /** Mails the link to choose a password again. */
  onResendMail: () => Promise<unknown>
  /** Activates an account that is not active yet ("Talent profile activated"). */
  onActivate: () => Promise<unknown>
  searchSkills: (query: string, signal: AbortSignal) => Promise<SkillSuggestion[]>
}

const page = css({
  px: { base: '4', md: '8' },
  py: '8',
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  maxWidth: '3xl',
  width: 'full',
  mx: 'auto',
})
const title = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })
const muted = css({ color: 'fg.muted', textStyle: 'sm' })
const steps = css({ display: 'flex', gap: '6', listStyle: 'none', p: '0', m: '0', textStyle: 'sm', color: 'fg.muted' })
const current = css({ color: 'fg', fontWeight: 'semibold' })
const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })
const wide = css({ gridColumn: { md: '1 / -1' } })
const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '4',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'xl',
})
const row = css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })
const skillRow = css({ display: 'grid', gridTemplateColumns: '1fr 12rem auto', gap: '3', alignItems: 'end' })
const list = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: '0', m: '0' })
const footer = css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap' })

/** `/create-talent[/{id}]`: a recruiter creates a talent and their resume on their behalf, in two steps. */
export function CreateTalentScreen(props: CreateTalentScreenProps) {
  const { step } = props
  return (
    <div className={page}>
      <div>
        <h1 className={title}>New talent</h1>
        <p className={muted}>
          The talent gets a mail to choose their password; they can then complete and update the resume themselves.
        </p>
      </div>
      <ol className={steps} aria-label="Steps">
        <li
          className={step.kind === 'talent' ? current : undefined}
          aria-current={step.kind === 'talent' ? 'step' : undefined}
        >
          1. The talent
        </li>
        <li
          className={step.kind !== 'talent' ? current : undefined}
          aria-current={step.kind !== 'talent' ? 'step' : undefined}
        >
          2. Their resume
        </li>
      </ol>
      {step.kind === 'talent' ? (
        <TalentStep onSubmit={props.onCreateTalent} />
      ) : (
        <>
          <AccountPanel talent={step.talent} onResendMail={props.onResendMail} onActivate={props.onActivate} />
          {step.kind === 'resume' ? (
            <ResumeStep
              key={step.talent.id}
              draftTitle={step.draftTitle}
              onSubmit={props.onCreateResume}
              searchSkills={props.searchSkills}
            />
          ) : (
            <p>
              {step.talent.fullName || 'This talent'} has a published resume already.{' '}
              <RouterLink to={`/resume/${step.resumeId}`}>Open their resume</RouterLink>
            </p>
          )}
        </>
      )}
    </div>
  )
}

function TalentStep({ onSubmit }: { onSubmit: (data: TalentStepData) => Promise<unknown> }) {
  const form = useSchemaForm({ schema: talentStepSchema, defaultValues: emptyTalentStep, onSubmit })
  return (
    <form.AppForm>
      <form.Form className={stack} aria-label="The talent">
        <div className={grid}>
          <form.AppField name="firstName">
            {(field) => <field.TextField label="First name" autoComplete="off" required />}
          </form.AppField>
          <form.AppField name="lastName">
            {(field) => <field.TextField label="Last name" autoComplete="off" required />}
          </form.AppField>
          <div className={wide}>
            <form.AppField name="email">
              {(field) => <field.TextField label="Email" type="email" autoComplete="off" required />}
            </form.AppField>
          </div>
          <div className={wide}>
            <form.AppField name="resumeTitle">
              {(field) => (
                <field.TextField
                  label="Resume title"
                  autoComplete="off"
                  helperText="Their role, for example Senior backend engineer."
                  required
                />
              )}
            </form.AppField>
          </div>
        </div>
        <div className={footer}>
          <form.SubmitButton>Create talent</form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}

/** Whether the talent can sign in, and the actions that help them to. */
function AccountPanel({
  talent,
  onResendMail,
  onActivate,
}: {
  talent: Talent
  onResendMail: () => Promise<unknown>
  onActivate: () => Promise<unknown>
}) {
  const [busy, setBusy] = useState<'mail' | 'activate' | null>(null)
  async function run(kind: 'mail' | 'activate', action: () => Promise<unknown>) {
    setBusy(kind)
    try {
      await action()
    } catch {
      // The route has told the user (an error toast); the panel stays as it was.
    } finally {
      setBusy(null)
    }
  }
  return (
    <section className={panel} aria-label="Account">
      <div className={row}>
        <strong>{talent.fullName || 'No name'}</strong>
        <span className={muted}>{talent.email}</span>
        {talent.isActive ? (
          <Badge variant="subtle" colorPalette="success">
            Active
          </Badge>
        ) : (
          <Badge variant="subtle" colorPalette="warning">
            Not activated
          </Badge>
        )}
      </div>
      <p className={muted}>
        {talent.isActive
          ? 'They sign in once they have chosen a password with the link we mailed them.'
          : 'They cannot sign in yet: activate the account, or send them the mail again.'}
      </p>
      <div className={row}>
        <Button size="sm" variant="outline" loading={busy === 'mail'} onClick={() => void run('mail', onResendMail)}>
          Send activation mail again
        </Button>
        {!talent.isActive && (
          <Button size="sm" loading={busy === 'activate'} onClick={() => void run('activate', onActivate)}>
            Activate now
          </Button>
        )}
      </div>
    </section>
  )
}

function ResumeStep({
  draftTitle,
  onSubmit,
  searchSkills,
}: {
  draftTitle: string
  onSubmit: CreateTalentScreenProps['onCreateResume']
  searchSkills: CreateTalentScreenProps['searchSkills']
}) {
  const [skills, setSkills] = useState<ChosenSkill[]>([])
  const form = useSchemaForm({
    schema: resumeStepSchema,
    defaultValues: { title: draftTitle, summary: '' },
    onSubmit: (data) => onSubmit(toTalentResumeBody(data, skills)),
  })
  const setLevel = (id: string, level: SkillLevel) =>
    setSkills((all) => all.map((skill) => (skill.id === id ? { ...skill, level } : skill)))
  return (
    <form.AppForm>
      <form.Form className={stack} aria-label="Their resume">
        <form.AppField name="title">
          {(field) => <field.TextField label="Resume title" autoComplete="off" required />}
        </form.AppField>
        <form.AppField name="summary">
          {(field) => (
            <field.TextField
              label="Summary"
              autoComplete="off"
              helperText="A few sentences on their experience; they can rewrite it."
            />
          )}
        </form.AppField>
        <LookupField<SkillSuggestion>
          label="Add a skill"
          text=""
          placeholder="Search the catalogue"
          clearOnSelect
          load={searchSkills}
          itemToString={(skill) => skill.name}
          itemToValue={(skill) => skill.id}
          onSelect={(skill) => {
            if (skill && !skills.some((s) => s.id === skill.id)) {
              setSkills([...skills, { id: skill.id, name: skill.name, level: 'intermediate' }])
            }
          }}
        />
        {skills.length > 0 && (
          <ul className={list} aria-label="Skills">
            {skills.map((skill) => (
              <li key={skill.id} className={skillRow}>
                <span>{skill.name}</span>
                <ChoiceField
                  label={`Level of ${skill.name}`}
                  choices={SKILL_LEVEL_CHOICES}
                  value={skill.level}
                  onChange={(level) => setLevel(skill.id, (level || 'intermediate') as SkillLevel)}
                />
                <IconButton
                  variant="ghost"
                  aria-label={`Remove ${skill.name}`}
                  onClick={() => setSkills(skills.filter((s) => s.id !== skill.id))}
                >
                  <X />
                </IconButton>
              </li>
            ))}
          </ul>
        )}
        <div className={footer}>
          <form.SubmitButton>Create resume</form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
