import { Accordion, Button, FormField, Textarea } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { useStore } from '@tanstack/react-form'
import { CircleCheck } from 'lucide-react'
import { useState } from 'react'
import { z } from 'zod'
import { ChoiceField } from '../../lib/forms/lookup-controls.tsx'
import { visibleError } from '../../lib/forms/schema-form.ts'
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts'
import { SUPPORT_FAQ, type SupportViewer } from './support-faq.ts'

export const SUPPORT_MESSAGE_MAX = 5000

const TOPICS = [
  { value: 'account', label: 'My account and sign-in' },
  { value: 'billing', label: 'Billing and invoices' },
  { value: 'hiring', label: 'Matching, applications and hiring' },
  { value: 'technical', label: 'Something does not work' },
  { value: 'other', label: 'Something else' },
] as const
type Topic = (typeof TOPICS)[number]['value']

export const supportRequestSchema = z.object({
  topic: z.enum(
    TOPICS.map((topic) => topic.value),
    { message: 'Choose what your question is about.' },
  ),
  message: z
    .string()
    .trim()
    .min(1, 'Write your question before sending it.')
    .max(SUPPORT_MESSAGE_MAX, `Keep it under ${SUPPORT_MESSAGE_MAX.toLocaleString('en')} characters.`),
})
export type SupportRequestValues = z.input<typeof supportRequestSchema>
export type SupportRequestData = z.output<typeof supportRequestSchema>

/** What the team's mailbox answered: the reference to quote and the address the answer goes to. */
export interface SupportReceipt {
  reference: string
  answerTo: string
}

export interface SupportScreenProps {
  viewer: SupportViewer
  /** POST /me/support; resolves with the receipt, rejects after telling the user (the form keeps what they wrote). */
  onSubmit: (data: SupportRequestData) => Promise<SupportReceipt>
}

const page = css({
  px: { base: '4', md: '8' },
  py: '8',
  display: 'flex',
  flexDirection: 'column',
  gap: '8',
  maxWidth: '3xl',
  width: 'full',
  mx: 'auto',
})
const title = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })
const heading = css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg', mb: '3' })
const muted = css({ color: 'fg.muted', textStyle: 'sm' })
const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const card = css({ p: '6', bg: 'bg.subtle', borderRadius: 'lg' })
const footer = css({ display: 'flex', justifyContent: 'flex-end' })
const receiptRow = css({ display: 'flex', gap: '3', alignItems: 'flex-start' })
const receiptIcon = css({ color: 'success.fg', flexShrink: 0, mt: '0.5' })

/** `/support`: the questions of the viewer's role answered, and a way to write to the team (ADR 0093). */
export function SupportScreen({ viewer, onSubmit }: SupportScreenProps) {
  const [receipt, setReceipt] = useState<SupportReceipt | null>(null)
  return (
    <div className={page}>
      <div>
        <h1 className={title}>Help and support</h1>
        <p className={muted}>Answers to the questions we hear most, and a way to reach our team.</p>
      </div>
      <section aria-labelledby="support-faq">
        <h2 id="support-faq" className={heading}>
          Common questions
        </h2>
        <Accordion.Root collapsible>
          {SUPPORT_FAQ[viewer].map((item) => (
            <Accordion.Item key={item.id} value={item.id}>
              <Accordion.ItemTrigger>{item.question}</Accordion.ItemTrigger>
              <Accordion.ItemContent>{item.answer}</Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </section>
      <section aria-labelledby="support-contact" className={card}>
        <h2 id="support-contact" className={heading}>
          Write to us
        </h2>
        {receipt ? (
          <SentReceipt receipt={receipt} onAgain={() => setReceipt(null)} />
        ) : (
          <SupportForm onSubmit={async (data) => setReceipt(await onSubmit(data))} />
        )}
      </section>
    </div>
  )
}

function SentReceipt({ receipt, onAgain }: { receipt: SupportReceipt; onAgain: () => void }) {
  return (
    <div className={stack} role="status">
      <div className={receiptRow}>
        <CircleCheck aria-hidden size={20} className={receiptIcon} />
        <div>
          <p>
            We got your message. Your reference is <strong>{receipt.reference}</strong>.
          </p>
          <p className={muted}>
            We answer by mail to {receipt.answerTo}, usually within one working day. Quote the reference if you write
            again about it.
          </p>
        </div>
      </div>
      <div>
        <Button variant="outline" onClick={onAgain}>
          Ask something else
        </Button>
      </div>
    </div>
  )
}

const emptyRequest: SupportRequestValues = { topic: '' as Topic, message: '' }

function SupportForm({ onSubmit }: { onSubmit: (data: SupportRequestData) => Promise<unknown> }) {
  const form = useSchemaForm({ schema: supportRequestSchema, defaultValues: emptyRequest, onSubmit })
  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0)
  return (
    <form.AppForm>
      <form.Form className={stack} aria-label="Write to us">
        <p className={muted}>Our team reads every message. We answer by mail to your account’s address.</p>
        <form.AppField name="topic">
          {(field) => (
            <ChoiceField
              label="What is it about?"
              choices={TOPICS}
              value={field.state.value}
              onChange={(value) => field.handleChange(value as Topic)}
              errorText={visibleError(field.state.meta, submitted)}
            />
          )}
        </form.AppField>
        <form.AppField name="message">
          {(field) => (
            <FormField
              label="Your question"
              required
              helperText={`${field.state.value.length.toLocaleString('en')} / ${SUPPORT_MESSAGE_MAX.toLocaleString('en')} characters`}
              errorText={visibleError(field.state.meta, submitted)}
            >
              <Textarea
                name={field.name}
                value={field.state.value}
                rows={6}
                maxLength={SUPPORT_MESSAGE_MAX}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
              />
            </FormField>
          )}
        </form.AppField>
        <div className={footer}>
          <form.SubmitButton>Send</form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
