import type { WalkModel } from '../testing/walk.ts'
import type {
  ApplicationStatusContext,
  ApplicationStatusEvent,
  ApplicationStatusInput,
} from './application-status.machine.ts'
import { statusTransitions, type ApplicationActor, type ApplicationStatus } from './application-status.rules.ts'

export const applicationStatusInput: ApplicationStatusInput = { applicationId: 'ap-1', status: 'matched' }

/** One CHANGE_STATUS per (to, by) pair of the table: enough to walk every row. */
const moves: Array<{ to: ApplicationStatus; by: ApplicationActor }> = []
for (const t of statusTransitions) {
  for (const by of t.by) {
    if (!moves.some((m) => m.to === t.to && m.by === by)) moves.push({ to: t.to, by })
  }
}

export const applicationStatusModel: WalkModel<ApplicationStatusEvent> = {
  serializeContext: (context: ApplicationStatusContext) => ({ status: context.status, to: context.requested?.to }),
  events: [
    ...moves.map((m) => ({ type: 'CHANGE_STATUS' as const, ...m, label: `${m.by} -> ${m.to}` })),
    { type: 'HIRE_CONFIRMED' },
  ],
  outcomes: {
    updateStatus: [
      { label: 'saved', output: null },
      { label: '409', error: { status: 409, message: 'The application has moved on.' } },
    ],
  },
}
