import {
  MEETING_DURATION_MAX,
  meetingFormSchema,
  meetingTypes,
  type MeetingFormData,
  type MeetingFormValues,
  type MeetingType,
} from '@hireloop/flows'
import { Button, Checkbox, Dialog, FormField, Textarea, TextField } from '@hireloop/design-system'
import { DatePicker } from '@hireloop/design-system/date-picker'
import { TimePicker } from '@hireloop/design-system/time-picker'
import { css } from '@hireloop/styled-system/css'
import { useId, useRef, useState } from 'react'
import { ChoiceField, ErrorLine } from '../forms/lookup-controls.tsx'
import { formatDuration } from './meeting-time.ts'

/** Someone the organiser may invite. */
export interface MeetingCandidate {
  id: string
  name: string
  /** What they are to the viewer: "Talent", "Colleague", "Recruiter"... */
  role: string
}

export interface MeetingFormDialogProps {
  /** A new meeting, or changes to one. */
  mode: 'create' | 'edit'
  initial: MeetingFormValues
  /** Who takes part without being picked, as a sentence (the organiser; an application's talent and team). */
  joining: string
  /** The people to pick from; undefined while they load, null when they could not be loaded. */
  candidates: readonly MeetingCandidate[] | null | undefined
  /** A meeting about nothing needs someone picked; an application's meeting has its people already. */
  requireParticipants: boolean
  /** The zone the date and time are read in: the viewer's. */
  timeZone: string
  /** A save is running. */
  busy: boolean
  /** The server's refusal of the last save. */
  error: string | null
  onSubmit: (data: MeetingFormData) => void
  onClose: () => void
  /** @default "en-GB" */
  locale?: string
}

export const MEETING_TYPE_LABELS: Record<MeetingType, string> = {
  onboarding: 'Onboarding',
  intro: 'Intro call',
  interview: 'Interview',
}

const typeChoices = meetingTypes.map((value) => ({ value, label: MEETING_TYPE_LABELS[value] }))
const durationChoices = [15, 30, 45, 60, 90, 120, 180, 240, MEETING_DURATION_MAX].map((minutes) => ({
  value: String(minutes),
  label: formatDuration(minutes),
}))

const body = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const row = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })
const fieldset = css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: '0', m: '0' })
const legend = css({ textStyle: 'sm', fontWeight: 'medium', color: 'fg', mb: '1' })
const muted = css({ textStyle: 'sm', color: 'fg.muted' })
const people = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  maxH: '48',
  overflowY: 'auto',
  p: '2',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'md',
})
const refusal = css({ color: 'danger.fg', textStyle: 'sm' })

type Errors = Partial<Record<keyof MeetingFormValues, string>>

function errorsOf(schema: ReturnType<typeof meetingFormSchema>, values: MeetingFormValues): Errors {
  const result = schema.safeParse(values)
  if (result.success) return {}
  const errors: Errors = {}
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof MeetingFormValues
    errors[key] ??= issue.message
  }
  return errors
}

/**
 * The schedule-meeting dialog (issue 14): type, title, date and time in the viewer's zone (the design system's date
 * and time pickers), duration, participants, video link and notes. The rules are the flows schema's; its messages
 * show once the user tries to save, then follow every change. It only collects: the caller runs the meeting machine.
 */
export function MeetingFormDialog({
  mode,
  initial,
  joining,
  candidates,
  requireParticipants,
  timeZone,
  busy,
  error,
  onSubmit,
  onClose,
  locale = 'en-GB',
}: MeetingFormDialogProps) {
  const [schema] = useState(() => meetingFormSchema({ requireParticipants }))
  const [values, setValues] = useState(initial)
  const [submitted, setSubmitted] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const ids = { date: useId(), time: useId(), participants: useId() }
  const errors = submitted ? errorsOf(schema, values) : {}
  const set = <K extends keyof MeetingFormValues>(key: K, value: MeetingFormValues[K]) =>
    setValues((all) => ({ ...all, [key]: value }))

  const submit = () => {
    setSubmitted(true)
    const result = schema.safeParse(values)
    if (result.success) {
      onSubmit(result.data)
      return
    }
    // The first field to fix gets the focus, so its message is read out.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }

  const title = mode === 'create' ? 'Schedule a meeting' : 'Edit meeting'
  return (
    <Dialog.Root open size="lg" onOpenChange={({ open }) => !open && !busy && onClose()}>
      <Dialog.Content>
        <form
          ref={formRef}
          noValidate
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault()
            if (!busy) submit()
          }}
        >
          <Dialog.Header>
            <Dialog.Title>{title}</Dialog.Title>
            <Dialog.Description>
              Times are in your time zone, {timeZone}. Everyone invited gets an invitation with a calendar file.
            </Dialog.Description>
          </Dialog.Header>
          <Dialog.Body className={body}>
            <TextField
              label="Title"
              required
              value={values.title}
              onChange={(event) => set('title', event.target.value)}
              errorText={errors.title}
              maxLength={200}
            />
            <div className={row}>
              <ChoiceField
                label="Type"
                choices={typeChoices}
                value={values.type}
                onChange={(type) => set('type', type as MeetingType | '')}
                errorText={errors.type}
              />
              <ChoiceField
                label="Duration"
                choices={durationChoices}
                value={Number.isFinite(values.durationMinutes) ? String(values.durationMinutes) : ''}
                onChange={(minutes) => set('durationMinutes', minutes ? Number(minutes) : Number.NaN)}
                errorText={errors.durationMinutes}
              />
            </div>
            <div className={row}>
              <div>
                <DatePicker.Root
                  locale={locale}
                  value={values.date ? [DatePicker.parseDate(values.date)] : []}
                  onValueChange={(details) => set('date', details.value[0]?.toString() ?? '')}
                  invalid={Boolean(errors.date)}
                >
                  <DatePicker.Label>Date</DatePicker.Label>
                  <DatePicker.Control>
                    <DatePicker.Input placeholder="dd/mm/yyyy" aria-describedby={errors.date ? ids.date : undefined} />
                    <DatePicker.Trigger />
                  </DatePicker.Control>
                  <DatePicker.Content />
                </DatePicker.Root>
                <ErrorLine id={ids.date} text={errors.date} />
              </div>
              <div>
                <TimePicker
                  label="Start time"
                  locale={locale}
                  step={15}
                  value={values.time || null}
                  onValueChange={(time) => set('time', time ?? '')}
                  invalid={Boolean(errors.time)}
                />
                <ErrorLine id={ids.time} text={errors.time} />
              </div>
            </div>
            <fieldset className={fieldset} aria-describedby={errors.participantIds ? ids.participants : undefined}>
              <legend className={legend}>Participants</legend>
              <p className={muted}>{joining}</p>
              {candidates === null ? (
                <p className={refusal}>
                  The people you can invite could not be loaded. Close this dialog and try again in a moment.
                </p>
              ) : candidates === undefined ? (
                <p className={muted} role="status">
                  Loading the people you can invite…
                </p>
              ) : candidates.length > 0 ? (
                <Checkbox.Group
                  className={people}
                  value={values.participantIds}
                  onValueChange={(picked) => set('participantIds', picked)}
                  invalid={Boolean(errors.participantIds)}
                >
                  {candidates.map((candidate) => (
                    <Checkbox.Root key={candidate.id} value={candidate.id} size="sm">
                      <Checkbox.Control />
                      <Checkbox.Label>
                        {candidate.name} <span className={muted}>({candidate.role})</span>
                      </Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Checkbox.Group>
              ) : (
                requireParticipants && <p className={muted}>There is nobody else you can invite.</p>
              )}
              <ErrorLine id={ids.participants} text={errors.participantIds} />
            </fieldset>
            <TextField
              label="Video link"
              type="url"
              inputMode="url"
              placeholder="https://"
              helperText="The address of the video call, starting with https://."
              value={values.link}
              onChange={(event) => set('link', event.target.value)}
              errorText={errors.link}
            />
            <FormField label="Notes" errorText={errors.notes} helperText="An agenda, or what to prepare.">
              <Textarea rows={3} value={values.notes} onChange={(event) => set('notes', event.target.value)} />
            </FormField>
            <div role="alert">{error && <p className={refusal}>{error}</p>}</div>
          </Dialog.Body>
          <Dialog.Footer>
            <Button type="button" variant="outline" disabled={busy} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {mode === 'create' ? 'Schedule meeting' : 'Save changes'}
            </Button>
          </Dialog.Footer>
        </form>
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  )
}
