import { allowedTransitions, statusActionLabel, type ApplicationStatus } from '@hireloop/flows/rules'
import { describe, expect, it } from 'vitest'
import type { ApplicationMove } from '../../lib/applications/use-application-move.ts'
import { inTalentWords } from './job-moves.ts'

// What useApplicationMove offers a talent from `status`, in the table's words.
const moveFrom = (status: ApplicationStatus): ApplicationMove => ({
  status,
  hired: false,
  saving: null,
  message: null,
  error: null,
  moves: allowedTransitions(status, 'talent').map((to) => ({
    to,
    label: statusActionLabel(to, 'talent') ?? to,
    closes: to === 'talent_rejected',
  })),
  move: () => {},
  hireConfirmed: () => {},
})

const labels = (status: ApplicationStatus) => inTalentWords(moveFrom(status), 'Data Engineer').moves.map((m) => m.label)

describe('inTalentWords', () => {
  it('says Decline to a job the talent has not said yes to, and to an offer', () => {
    expect(labels('matched')).toEqual(['I’m interested', 'Decline'])
    expect(labels('employer_interested')).toEqual(['Accept', 'Decline'])
    expect(labels('offer_made')).toEqual(['Accept offer', 'Decline offer'])
  })

  it('keeps Withdraw once the talent applied or agreed', () => {
    expect(labels('applied')).toEqual(['Withdraw'])
    expect(labels('interview_requested')).toEqual(['Withdraw'])
  })

  it('asks the question of the words it uses, naming the job', () => {
    const [, decline] = inTalentWords(moveFrom('offer_made'), 'Data Engineer').moves
    expect(decline?.to).toBe('talent_rejected')
    expect(decline?.question?.title).toBe('Decline this offer?')
    expect(decline?.question?.description).toContain('“Data Engineer”')
  })
})
