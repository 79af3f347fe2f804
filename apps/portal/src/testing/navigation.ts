import type { SessionUser } from '@hireloop/flows'
import { routeTable } from '../app/route-table.ts'
import { navigationFor } from '../lib/routes/route-facts.ts'

/** The shell's navigation of a user, from the real route table, for pure shell stories. */
export const navigationOf = (user: SessionUser) => navigationFor(user, routeTable)
