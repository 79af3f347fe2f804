export {
  meetingMachine,
  meetingTypes,
  type MeetingMachine,
  type MeetingSnapshot,
  type MeetingContext,
  type MeetingEvent,
  type MeetingInput,
  type MeetingRecord,
  type MeetingStatus,
  type MeetingType,
  type SaveMeetingInput,
} from './meeting.machine.ts'
export { meetingInput, meetingModel, meetingSlots, MEETING_ACTORS } from './meeting.fixtures.ts'
