import type { Schema } from '@hireloop/api'
import { recruiterMay, type RecruiterLevel } from '@hireloop/flows/rules'

type Meeting = Schema<'Meeting'>

/** The viewer as the meeting policy needs them (the signed-in user of GET /me). */
export interface MeetingViewer {
  id: string
  userType: 'talent' | 'employer' | 'recruiter'
  isAdmin: boolean
  /** A recruiter's level; null for the other roles. */
  recruiterLevel: RecruiterLevel | null
}

/**
 * May the viewer schedule meetings? The contract offers POST /meeting to companies and recruiters; among recruiters
 * the level's grants decide (a Sourcer only reads: ADR 0078).
 */
export function maySchedule(viewer: MeetingViewer): boolean {
  if (viewer.userType === 'talent') return false
  if (viewer.userType === 'employer' || viewer.isAdmin) return true
  return viewer.recruiterLevel !== null && recruiterMay(viewer.recruiterLevel, 'meeting', 'create')
}

/**
 * May the viewer edit and cancel this meeting? The policy of `@hireloop/flows/rules` (ADR 0078): the organiser's side
 * changes it, a participant only reads it. The representation names no organiser company, but it lists the organiser
 * first, and an employer only ever sees a company's meeting as that company's employer (employers invite their
 * colleagues and talents, never another company): an employer organiser means the viewer's own company.
 */
export function mayChange(viewer: MeetingViewer, meeting: Meeting): boolean {
  if (meeting.status === 'canceled') return false
  switch (viewer.userType) {
    case 'talent':
      return false
    case 'employer':
      return meeting.participants[0]?.userType === 'employer'
    case 'recruiter':
      return (
        viewer.isAdmin || (viewer.recruiterLevel !== null && recruiterMay(viewer.recruiterLevel, 'meeting', 'update'))
      )
  }
}

/** The meeting viewer of a signed-in user (an admin is a recruiter with every grant). */
export function meetingViewerOf(user: {
  id: string
  userType: MeetingViewer['userType']
  isAdmin: boolean
  recruiterLevel?: RecruiterLevel | null
}): MeetingViewer {
  return { id: user.id, userType: user.userType, isAdmin: user.isAdmin, recruiterLevel: user.recruiterLevel ?? null }
}
