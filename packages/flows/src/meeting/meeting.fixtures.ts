import type { WalkModel } from '../testing/walk.ts'
import type { MeetingContext, MeetingEvent, MeetingInput } from './meeting.machine.ts'

export const meetingSlots = ['2026-03-10T09:00:00Z', '2026-03-10T14:00:00Z']

export const meetingInput: MeetingInput = { about: { applicationId: 'ap-1' } }

export const MEETING_ACTORS = ['createMeeting', 'updateMeeting', 'cancelMeeting']

export const meetingModel: WalkModel<MeetingEvent> = {
  serializeContext: (context: MeetingContext) => ({ meeting: context.meeting, draft: context.draft?.status }),
  events: [
    { type: 'PROPOSE', meetingType: 'intro', slots: meetingSlots, label: 'intro, two slots' },
    { type: 'SCHEDULE', startsAt: meetingSlots[0]!, meetingType: 'interview', label: 'interview, first slot' },
    { type: 'SCHEDULE', startsAt: meetingSlots[1]!, label: 'second slot' },
    { type: 'UPDATE', startsAt: '2026-03-11T09:00:00Z', label: 'next day' },
    { type: 'CANCEL' },
  ],
  outcomes: {
    createMeeting: [
      { label: 'created', output: { id: 'm-1' } },
      { label: '400', error: { status: 400, message: 'starts_at: Required' } },
    ],
    updateMeeting: [
      { label: 'saved', output: null },
      { label: '409', error: { status: 409, message: 'The slot is taken.' } },
    ],
    cancelMeeting: [
      { label: 'canceled', output: null },
      { label: 'network', error: new TypeError('Failed to fetch') },
    ],
  },
}
