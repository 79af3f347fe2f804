export {
  meetingMachine,
  meetingTypes,
  type MeetingMachine,
  type MeetingSnapshot,
  type MeetingContext,
  type MeetingDetails,
  type MeetingEvent,
  type MeetingInput,
  type MeetingRecord,
  type MeetingStatus,
  type MeetingType,
  type SaveMeetingInput,
} from './meeting.machine.ts'
export { meetingInput, meetingModel, meetingSlots, MEETING_ACTORS } from './meeting.fixtures.ts'
export {
  meetingFormSchema,
  MEETING_MESSAGES,
  MEETING_DURATION_MAX,
  MEETING_DURATION_MIN,
  MEETING_INVITEES_MAX,
  MEETING_NOTES_MAX,
  MEETING_TITLE_MAX,
  type MeetingFormData,
  type MeetingFormValues,
} from './meeting.schema.ts'
