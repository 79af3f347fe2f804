import { listApplicationsQuery, listEmployersQuery, listTalentsQuery, type ApiClient } from '@hireloop/api'
import { useQuery } from '@tanstack/react-query'
import type { MeetingViewer } from './meeting-access.ts'
import type { MeetingCandidate } from './meeting-form-dialog.tsx'

// One page of the contract's largest: whom a viewer invites is a short list, or a search the back office brings.
const page = { query: { size: 100 } }

/**
 * Whom the viewer may invite (ADR 0078): an employer their colleagues and the talents of their company's
 * applications; a recruiter any talent or company user; a talent nobody. Undefined while loading, null when a list
 * failed to load.
 */
export function useMeetingCandidates(api: ApiClient, viewer: MeetingViewer): MeetingCandidate[] | null | undefined {
  const invites = viewer.userType !== 'talent'
  const employers = useQuery({ ...listEmployersQuery(api, page), enabled: invites })
  const talents = useQuery({ ...listTalentsQuery(api, page), enabled: viewer.userType === 'recruiter' })
  const applications = useQuery({ ...listApplicationsQuery(api, page), enabled: viewer.userType === 'employer' })
  if (!invites) return []
  const queries = [employers, viewer.userType === 'recruiter' ? talents : applications]
  if (queries.some((q) => q.isError)) return null
  if (queries.some((q) => q.isPending)) return undefined
  const people = new Map<string, MeetingCandidate>()
  if (viewer.userType === 'recruiter') {
    for (const t of talents.data?.results ?? []) people.set(t.id, { id: t.id, name: t.fullName, role: 'Talent' })
  } else {
    for (const a of applications.data?.results ?? [])
      people.set(a.talent.id, { id: a.talent.id, name: a.talent.fullName, role: 'Talent' })
  }
  for (const e of employers.data?.results ?? []) {
    if (e.id === viewer.id || !e.isActive) continue
    people.set(e.id, { id: e.id, name: e.fullName, role: viewer.userType === 'employer' ? 'Colleague' : 'Company' })
  }
  return [...people.values()].sort((a, b) => a.name.localeCompare(b.name))
}
