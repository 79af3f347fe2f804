/** The query parameter of `/messages` that opens an application's conversation (messages-route.tsx). */
export const APPLICATION_PARAM = 'application'

/**
 * Where "Message" leads from an application (Jobs, the application's resume): `/messages` opens the application's
 * conversation, creating it the first time (`POST /application/{id}/conversation`, ADR 0077), and shows it.
 */
export function applicationConversationHref(applicationId: string): string {
  return `/messages?${new URLSearchParams({ [APPLICATION_PARAM]: applicationId })}`
}
