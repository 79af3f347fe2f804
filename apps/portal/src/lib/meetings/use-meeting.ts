import { meetingMachine, type MeetingDetails, type MeetingRecord, type MeetingType } from '@hireloop/flows'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import type { MeetingAbout, MeetingEffects } from './meeting-effects.ts'

export interface UseMeetingOptions {
  /** The meeting as it stands; null for a new one. */
  meeting: MeetingRecord | null
  /** What it is about (title, participants, application...), sent with every save. */
  about: Partial<MeetingAbout>
  /** Read once, when the hook mounts. */
  effects: Pick<MeetingEffects, 'createMeeting' | 'updateMeeting' | 'cancelMeeting'>
}

/** A save from the schedule dialog: the type and the start, and the rest of the body. */
export interface MeetingSave {
  type: MeetingType
  startsAt: string
  details: MeetingDetails
}

export interface MeetingActor {
  /** The machine's state: new, scheduled, canceled, or a request running (creating, updating, canceling). */
  state: string
  busy: boolean
  /** The success message of the last request ("Meeting created", "Meeting updated", "Meeting canceled"). */
  message: string | null
  /** The refusal of the last request, in the server's words. */
  error: string | null
  save: (save: MeetingSave) => void
  cancel: () => void
}

/**
 * The meeting machine of packages/flows for one meeting (or a new one) with its effects: it runs the request and
 * keeps the message or the refusal. Key the caller by the meeting, so a new meeting gets a new machine.
 */
export function useMeeting({ meeting, about, effects }: UseMeetingOptions): MeetingActor {
  // Like the other routes' machines: the effects given at mount are the ones used (routes pass stable ones).
  const [snapshot, send] = useMachine(
    meetingMachine.provide({
      actors: {
        createMeeting: fromPromise(({ input }) => effects.createMeeting(input)),
        updateMeeting: fromPromise(({ input }) => effects.updateMeeting(input)),
        cancelMeeting: fromPromise(({ input }) => effects.cancelMeeting(input)),
      },
    }),
    { input: { meeting, about } },
  )
  const { message, error } = snapshot.context
  return {
    state: String(snapshot.value),
    busy: snapshot.hasTag('busy'),
    message,
    error,
    save: ({ type, startsAt, details }) =>
      send(
        snapshot.matches('new')
          ? { type: 'SCHEDULE', meetingType: type, startsAt, details }
          : { type: 'UPDATE', meetingType: type, startsAt, details },
      ),
    cancel: () => send({ type: 'CANCEL' }),
  }
}
