import type { Notification, UserType } from '@hireloop/api'

/**
 * Where a notification in the bell leads, for this reader: its context (docs/product.md §3) as the page that shows it
 * to their role, or null when no page of theirs does. A message opens the chat; a vacancy the company's pipeline for
 * it, the talent's jobs, a recruiter's vacancy page; a resume the talent's own or, for the back office, that resume.
 */
export function notificationHref(notification: Notification, userType: UserType): string | null {
  if (notification.type === 'message') return '/messages'
  const context = notification.metadataField.context
  if (!context) return null
  const id = encodeURIComponent(context.id)
  switch (context.type) {
    case 'vacancy':
      if (userType === 'employer') return `/job-openings/hiring-pipeline/${id}`
      return userType === 'talent' ? '/application' : `/vacancy/${id}`
    case 'resume':
      return userType === 'talent' ? '/my-resume' : `/resume/${id}`
    case 'company':
      return userType === 'employer' ? '/company-settings' : null
    default:
      return null
  }
}
