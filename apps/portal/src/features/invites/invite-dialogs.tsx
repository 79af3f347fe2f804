import { Button, Dialog, RadioGroup, TextField } from '@hireloop/design-system'
import { emptyInvite, INVITE_LEVELS, inviteSchema, toCreateInviteBody, type CreateInviteBody } from '@hireloop/flows'
import { RECRUITER_LEVEL_LABELS } from '@hireloop/flows/rules'
import { css } from '@hireloop/styled-system/css'
import { useStore } from '@tanstack/react-form'
import { useEffect, useId, useState } from 'react'
import { ConfirmDialog } from '../../lib/dialogs/confirm-dialog.tsx'
import { ErrorLine } from '../../lib/forms/lookup-controls.tsx'
import { visibleError } from '../../lib/forms/schema-form.ts'
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts'

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const footer = css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap' })
const muted = css({ color: 'fg.muted', textStyle: 'sm' })

/** A company an employer can be invited into (GET /company). */
export interface CompanyChoice {
  id: string
  name: string
}

const ROLE_CHOICES = [
  { value: 'recruiter', label: 'Recruiter' },
  { value: 'employer', label: 'Employer' },
] as const
const LEVEL_CHOICES = INVITE_LEVELS.map((level) => ({ value: level, label: RECRUITER_LEVEL_LABELS[level] }))

export interface InviteDialogProps {
  /** Sends (POST /invite); rejects with the server's refusal, whose field messages show on the fields. */
  onSubmit: (body: CreateInviteBody) => Promise<unknown>
  /** Companies whose name matches what the admin typed. */
  loadCompanies: (query: string, signal: AbortSignal) => Promise<CompanyChoice[]>
  onClose: () => void
}

/**
 * Invite someone: an email, the role, then the company (employers) or the level (recruiters). Choices are radio
 * buttons inside the dialog: a portalled list of options would sit outside the modal dialog, under its overlay.
 */
export function InviteDialog({ onSubmit, loadCompanies, onClose }: InviteDialogProps) {
  const [company, setCompany] = useState<CompanyChoice | null>(null)
  const form = useSchemaForm({
    schema: inviteSchema,
    defaultValues: emptyInvite,
    onSubmit: async (data) => {
      await onSubmit(toCreateInviteBody(data))
      onClose()
    },
  })
  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0)
  const role = useStore(form.store, (state) => state.values.role)
  const errorOf = (meta: Parameters<typeof visibleError>[0]) => visibleError(meta, submitted)
  const levelErrorId = useId()
  return (
    <Dialog.Root open onOpenChange={({ open }) => !open && onClose()}>
      <Dialog.Content>
        <form.AppForm>
          <form.Form className={stack} aria-label="Invite someone">
            <Dialog.Header>
              <Dialog.Title>Invite someone</Dialog.Title>
              <Dialog.Description>
                We email them a link to create their account, valid for 14 days. Talents sign up themselves.
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body className={stack}>
              <form.AppField name="email">
                {(field) => <field.TextField label="Email" type="email" autoComplete="off" required />}
              </form.AppField>
              <form.AppField name="role">
                {(field) => (
                  <RadioGroup.Root
                    value={field.state.value}
                    onValueChange={(details) => field.handleChange(details.value as typeof field.state.value)}
                  >
                    <RadioGroup.Label>Role</RadioGroup.Label>
                    {ROLE_CHOICES.map((choice) => (
                      <RadioGroup.Item key={choice.value} value={choice.value}>
                        {choice.label}
                      </RadioGroup.Item>
                    ))}
                  </RadioGroup.Root>
                )}
              </form.AppField>
              {role === 'employer' ? (
                <form.AppField name="companyId">
                  {(field) => (
                    <CompanyPicker
                      load={loadCompanies}
                      chosen={company}
                      onChoose={(item) => {
                        setCompany(item)
                        field.handleChange(item?.id ?? '')
                      }}
                      errorText={errorOf(field.state.meta)}
                    />
                  )}
                </form.AppField>
              ) : (
                <form.AppField name="level">
                  {(field) => (
                    <div>
                      <RadioGroup.Root
                        value={field.state.value || null}
                        onValueChange={(details) => field.handleChange(details.value as typeof field.state.value)}
                      >
                        <RadioGroup.Label>Level</RadioGroup.Label>
                        {LEVEL_CHOICES.map((choice) => (
                          <RadioGroup.Item key={choice.value} value={choice.value}>
                            {choice.label}
                          </RadioGroup.Item>
                        ))}
                      </RadioGroup.Root>
                      <ErrorLine id={levelErrorId} text={errorOf(field.state.meta)} />
                    </div>
                  )}
                </form.AppField>
              )}
            </Dialog.Body>
            <Dialog.Footer className={footer}>
              <Button variant="outline" type="button" onClick={onClose}>
                Cancel
              </Button>
              <form.SubmitButton>Send invite</form.SubmitButton>
            </Dialog.Footer>
          </form.Form>
        </form.AppForm>
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  )
}

const SEARCH_DEBOUNCE_MS = 300

interface CompanyPickerProps {
  load: (query: string, signal: AbortSignal) => Promise<CompanyChoice[]>
  chosen: CompanyChoice | null
  onChoose: (company: CompanyChoice | null) => void
  errorText?: string
}

/** A company search with its matches as radio buttons. */
function CompanyPicker({ load, chosen, onChoose, errorText }: CompanyPickerProps) {
  const [query, setQuery] = useState('')
  const [found, setFound] = useState<CompanyChoice[] | null>(null)
  const errorId = useId()
  useEffect(() => {
    if (!query.trim()) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      load(query, controller.signal)
        .then(setFound)
        .catch(() => {
          if (!controller.signal.aborted) setFound([])
        })
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, load])
  const candidates = [...(chosen ? [chosen] : []), ...(query.trim() ? (found ?? []) : [])].filter(
    (company, index, all) => all.findIndex((c) => c.id === company.id) === index,
  )
  return (
    <div className={stack}>
      <TextField
        label="Search the company"
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
          value={chosen?.id ?? null}
          onValueChange={(details) => onChoose(candidates.find((c) => c.id === details.value) ?? null)}
        >
          <RadioGroup.Label>Company</RadioGroup.Label>
          {candidates.map((company) => (
            <RadioGroup.Item key={company.id} value={company.id}>
              {company.name}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      )}
      {query.trim() && found?.length === 0 && <p className={muted}>No company matches “{query.trim()}”.</p>}
      <ErrorLine id={errorId} text={errorText} />
    </div>
  )
}

export interface DeleteInviteDialogProps {
  email: string
  /** Deletes (DELETE /invite/{id}); rejects with the server's refusal, shown here. */
  onConfirm: () => Promise<unknown>
  onClose: () => void
}

/** Delete with confirmation: the link in the mail stops working. */
export function DeleteInviteDialog({ email, onConfirm, onClose }: DeleteInviteDialogProps) {
  return (
    <ConfirmDialog
      title={`Delete the invite for ${email}?`}
      description="The link in their mail stops working. An account already created from it stays."
      confirmLabel="Delete invite"
      fallbackRefusal="The invite was not deleted."
      onConfirm={onConfirm}
      onClose={onClose}
    />
  )
}
