import { describe, expect, it } from 'vitest'
import { createActor, type AnyActorLogic, type AnyStateMachine } from 'xstate'
import { applicationStatusMachine } from '../application-status/application-status.machine.ts'
import { conversationMachine } from '../conversation/conversation.machine.ts'
import { hireConfirmationMachine } from '../hire-confirmation/hire-confirmation.machine.ts'
import { meetingMachine } from '../meeting/meeting.machine.ts'
import { companyOnboardingMachine } from '../onboarding/company-onboarding.machine.ts'
import { talentOnboardingMachine } from '../onboarding/talent-onboarding.machine.ts'
import { resumeMachine } from '../resume/resume.machine.ts'
import { sessionMachine } from '../session/session.machine.ts'
import { vacancyMachine } from '../vacancy/vacancy.machine.ts'
import { failTo } from './effects.ts'

const machines: Record<string, AnyStateMachine> = {
  applicationStatusMachine,
  conversationMachine,
  hireConfirmationMachine,
  meetingMachine,
  companyOnboardingMachine,
  talentOnboardingMachine,
  resumeMachine,
  sessionMachine,
  vacancyMachine,
}

/** Each machine's id (its `#id` targets, the diagram and the inspector name it so) and its effects. */
const expected: Record<string, { id: string; effects: string[] }> = {
  applicationStatusMachine: { id: 'application', effects: ['updateStatus'] },
  conversationMachine: { id: 'conversation', effects: ['sendMessage'] },
  hireConfirmationMachine: { id: 'hireConfirmation', effects: ['confirmHire', 'withdrawHire'] },
  meetingMachine: { id: 'meeting', effects: ['createMeeting', 'updateMeeting', 'cancelMeeting'] },
  companyOnboardingMachine: { id: 'companyOnboarding', effects: ['finishOnboarding'] },
  talentOnboardingMachine: { id: 'talentOnboarding', effects: ['finishOnboarding'] },
  resumeMachine: { id: 'resume', effects: ['uploadResume', 'getParseJob', 'saveDraft', 'publishResume'] },
  sessionMachine: { id: 'session', effects: ['restoreSession', 'fetchMe', 'signInRedirect', 'signOut'] },
  vacancyMachine: {
    id: 'vacancy',
    effects: ['saveDraft', 'createVacancy', 'updateVacancy', 'archiveVacancy', 'deleteVacancy'],
  },
}

/** Every state node of a machine, depth first. */
function stateNodes(node: AnyStateMachine['root']): AnyStateMachine['root'][] {
  return [node, ...Object.values(node.states).flatMap((child) => stateNodes(child as AnyStateMachine['root']))]
}

const effects = Object.entries(machines).flatMap(([machine, logic]) =>
  Object.entries(logic.implementations.actors as Record<string, AnyActorLogic>).map(
    ([name, actor]) => [machine, name, actor] as const,
  ),
)

describe('effects are actors provided from outside (ADR 0040)', () => {
  it.each(effects)('%s: the "%s" placeholder fails loudly, naming what to provide', async (machine, name, logic) => {
    const actor = createActor(logic, { input: {} })
    const failure = new Promise((resolve) => actor.subscribe({ error: resolve }))
    actor.start()
    expect(await failure).toEqual(new Error(`${machine}: provide the "${name}" actor with .provide({ actors })`))
  })

  it.each(Object.entries(machines))('%s is named as its docs say and declares its effects', (name, machine) => {
    expect(machine.id).toBe(expected[name]!.id)
    expect(Object.keys(machine.implementations.actors)).toEqual(expected[name]!.effects)
  })

  it.each(Object.entries(machines))('%s invokes each effect under its own name (ADR 0040)', (_, machine) => {
    const invoked = stateNodes(machine.root).flatMap((node) => node.invoke.map(({ id, src }) => ({ id, src })))
    expect(invoked.length).toBeGreaterThan(0)
    for (const { id, src } of invoked) expect(id).toBe(src)
  })

  it('a failed request goes to its target and lets the machine record the error', () => {
    const onError = failTo('routing')
    expect(onError.target).toBe('routing')
    expect(onError.actions.type).toBe('fail')
    expect(onError.actions.params({ event: { error: 'boom' } })).toEqual({ error: 'boom' })
  })
})
