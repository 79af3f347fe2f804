import type { Schema } from '@hireloop/api'
import { Button, Dialog, RadioGroup, TextField } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { useEffect, useRef, useState } from 'react'
import { refusalOf } from '../../lib/dialogs/confirm-dialog.tsx'
import type { SkillSuggestion } from '../../lib/data/reference-lookups.ts'
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts'
import { emptySkill, skillFormSchema, usageText, type SkillFormData, type SkillFormValues } from './skill-form.ts'

type Skill = Schema<'Skill'>

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const footer = css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap' })
const alert = css({ color: 'danger.fg', textStyle: 'sm' })
const muted = css({ color: 'fg.muted', textStyle: 'sm' })

/** Waits for a pause in typing before asking the catalogue. */
const SEARCH_DEBOUNCE_MS = 250

/** The message of a refusal the dialog shows itself (no toast repeats it). */
export interface SkillDialogProps {
  /** Create a new skill, or edit the one given. */
  skill?: Skill
  /** Sends; rejects with the server's refusal (its field messages show on the fields). */
  onSubmit: (data: SkillFormData) => Promise<unknown>
  onClose: () => void
}

/** New skill / Edit skill: name, category and aliases. */
export function SkillDialog({ skill, onSubmit, onClose }: SkillDialogProps) {
  const values: SkillFormValues = skill
    ? { name: skill.name, category: skill.category ?? '', aliases: skill.aliases.join(', ') }
    : emptySkill
  const form = useSchemaForm({
    schema: skillFormSchema,
    defaultValues: values,
    onSubmit: async (data: SkillFormData) => {
      await onSubmit(data)
      onClose()
    },
  })
  const title = skill ? `Edit ${skill.name}` : 'New skill'
  return (
    <Dialog.Root open onOpenChange={({ open }) => !open && onClose()}>
      <Dialog.Content>
        <form.AppForm>
          <form.Form className={stack} aria-label={title}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
              <Dialog.Description>
                Resumes, vacancies and matching share one catalogue: a talent who types an alias finds the skill.
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body className={stack}>
              <form.AppField name="name">
                {(field) => <field.TextField label="Name" autoComplete="off" required />}
              </form.AppField>
              <form.AppField name="category">
                {(field) => <field.TextField label="Category" autoComplete="off" />}
              </form.AppField>
              <form.AppField name="aliases">
                {(field) => (
                  <field.TextField
                    label="Aliases"
                    autoComplete="off"
                    helperText="Other names that find this skill, separated by commas (JS, ECMAScript)."
                  />
                )}
              </form.AppField>
            </Dialog.Body>
            <Dialog.Footer className={footer}>
              <Button variant="outline" type="button" onClick={onClose}>
                Cancel
              </Button>
              <form.SubmitButton>{skill ? 'Save skill' : 'Create skill'}</form.SubmitButton>
            </Dialog.Footer>
          </form.Form>
        </form.AppForm>
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  )
}

export interface DeleteSkillDialogProps {
  skill: Skill
  /** Deletes; rejects with the server's refusal (the skill came into use meanwhile), shown here. */
  onConfirm: () => Promise<unknown>
  /** A used skill is merged instead: opens the merge dialog. */
  onMergeInstead: () => void
  onClose: () => void
}

/** Delete with confirmation; a skill resumes or vacancies hold cannot go, and the dialog says why and what to do. */
export function DeleteSkillDialog({ skill, onConfirm, onMergeInstead, onClose }: DeleteSkillDialogProps) {
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  // "Merge instead" opens the merge dialog once this one has left: two modal dialogs at once fight over focus and
  // the outside click, and the new one closes at once.
  const [open, setOpen] = useState(true)
  const mergeNext = useRef(false)
  const used = usageText(skill.usage)
  async function remove() {
    setBusy(true)
    setRefusal(null)
    try {
      await onConfirm()
      onClose()
    } catch (error) {
      setRefusal(refusalOf(error, 'The skill was not deleted.'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      onOpenChange={(details) => !details.open && !busy && setOpen(false)}
      onExitComplete={() => (mergeNext.current ? onMergeInstead() : onClose())}
    >
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>Delete {skill.name}?</Dialog.Title>
          <Dialog.Description>
            {used
              ? `${skill.name} is used by ${used}, so it cannot be deleted. Merge it into another skill instead: they move to that skill.`
              : 'No resume or vacancy holds it. It leaves the catalogue and the type-ahead.'}
          </Dialog.Description>
        </Dialog.Header>
        {refusal && (
          <Dialog.Body>
            <p role="alert" className={alert}>
              {refusal}
            </p>
          </Dialog.Body>
        )}
        <Dialog.Footer className={footer}>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" disabled={busy}>
              Cancel
            </Button>
          </Dialog.ActionTrigger>
          {used ? (
            <Button
              onClick={() => {
                mergeNext.current = true
                setOpen(false)
              }}
            >
              Merge instead
            </Button>
          ) : (
            <Button colorPalette="danger" loading={busy} onClick={() => void remove()}>
              Delete skill
            </Button>
          )}
        </Dialog.Footer>
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  )
}

export interface MergeSkillDialogProps {
  skill: Skill
  /** The type-ahead over the catalogue (suggestSkills). */
  searchSkills: (query: string, signal: AbortSignal) => Promise<SkillSuggestion[]>
  /** Merges `skill` into the one chosen; rejects with the server's refusal, shown here. */
  onConfirm: (into: SkillSuggestion) => Promise<unknown>
  onClose: () => void
}

/**
 * Merge a skill into another (ADR 0087): resumes and vacancies move to the one kept, the name stays as an alias. The
 * candidates are radio buttons inside the dialog: a portalled list of options would sit outside the modal dialog,
 * where assistive technology cannot reach it.
 */
export function MergeSkillDialog({ skill, searchSkills, onConfirm, onClose }: MergeSkillDialogProps) {
  const [query, setQuery] = useState('')
  const [found, setFound] = useState<SkillSuggestion[] | null>(null)
  const [into, setInto] = useState<SkillSuggestion | null>(null)
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const used = usageText(skill.usage)

  useEffect(() => {
    if (!query.trim()) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      searchSkills(query, controller.signal)
        .then((skills) => setFound(skills.filter((s) => s.id !== skill.id)))
        .catch(() => {
          if (!controller.signal.aborted) setFound([])
        })
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, searchSkills, skill.id])

  async function merge() {
    if (!into) {
      setRefusal('Choose the skill to keep.')
      return
    }
    setBusy(true)
    setRefusal(null)
    try {
      await onConfirm(into)
      onClose()
    } catch (error) {
      setRefusal(refusalOf(error, 'The skills were not merged.'))
    } finally {
      setBusy(false)
    }
  }
  const candidates = query.trim() ? (found ?? []) : []
  return (
    <Dialog.Root open onOpenChange={({ open }) => !open && !busy && onClose()}>
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>Merge {skill.name}</Dialog.Title>
          <Dialog.Description>
            {used ? `What holds ${skill.name} (${used}) moves to the skill you keep. ` : ''}
            {skill.name} and its aliases become aliases of that skill, and {skill.name} leaves the catalogue.
          </Dialog.Description>
        </Dialog.Header>
        <Dialog.Body className={stack}>
          <TextField
            label="Search the skill to keep"
            type="search"
            autoComplete="off"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value)
              setFound(null)
            }}
          />
          {candidates.length > 0 && (
            <RadioGroup.Root
              value={into?.id ?? null}
              onValueChange={(details) => {
                setInto(candidates.find((s) => s.id === details.value) ?? null)
                setRefusal(null)
              }}
            >
              <RadioGroup.Label>Skill to keep</RadioGroup.Label>
              {candidates.map((candidate) => (
                <RadioGroup.Item key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
          )}
          {query.trim() && found?.length === 0 && <p className={muted}>No other skill matches “{query.trim()}”.</p>}
          {refusal && (
            <p role="alert" className={alert}>
              {refusal}
            </p>
          )}
        </Dialog.Body>
        <Dialog.Footer className={footer}>
          <Button variant="outline" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button loading={busy} onClick={() => void merge()}>
            {into ? `Merge into ${into.name}` : 'Merge skills'}
          </Button>
        </Dialog.Footer>
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  )
}
