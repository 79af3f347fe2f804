import { css } from '@hireloop/styled-system/css'
import { CheckCircle2, Circle } from 'lucide-react'
import type { ReactNode } from 'react'

export interface ChecklistStep {
  key: string
  title: string
  done: boolean
}

export interface OnboardingChecklistProps {
  /** The checklist of GET /onboarding, in order. */
  steps: ChecklistStep[]
  /** What a step that is not done yet offers (a link to the screen that completes it). */
  actionOf?: (step: ChecklistStep) => ReactNode
}

const list = css({ display: 'flex', flexDirection: 'column', gap: '2', my: '6' })
const item = css({
  display: 'flex',
  gap: '2',
  alignItems: 'center',
  flexWrap: 'wrap',
  '&[data-done=true]': { color: 'fg.muted' },
})

/** The onboarding steps with their done state, said to assistive tech too (docs/product.md §2). */
export function OnboardingChecklist({ steps, actionOf }: OnboardingChecklistProps) {
  const done = steps.filter((s) => s.done).length
  return (
    <section aria-labelledby="onboarding-checklist">
      <h2 id="onboarding-checklist" className={css({ fontWeight: 'semibold', mt: '6' })}>
        Your first steps ({done} of {steps.length} done)
      </h2>
      <ol className={list}>
        {steps.map((step) => (
          <li key={step.key} className={item} data-done={step.done}>
            {step.done ? (
              <CheckCircle2 aria-hidden="true" className={css({ color: 'success.fg' })} />
            ) : (
              <Circle aria-hidden="true" />
            )}
            <span>
              {step.title}
              <span className={css({ srOnly: true })}>{step.done ? ' (done)' : ' (to do)'}</span>
            </span>
            {!step.done && actionOf?.(step)}
          </li>
        ))}
      </ol>
    </section>
  )
}
