import { searchOf, page, type Definitions } from '../support.ts'

/**
 * The audit log (recruiters). The mock marketplace keeps no history of its own writes; it answers the recruiters'
 * question with an empty page, as a fresh marketplace would.
 */
export const auditHandlers = {
  listAuditEntries: (http) =>
    http.get('/audit', ({ request, response }) => {
      return response(200).json(page([], searchOf(request)))
    }),
} satisfies Definitions
