import { db, type DbUser } from '../db.ts'
import { fullName } from '../marketplace.ts'
import { sortedBy, tooDeep } from '../list-order.ts'
import { readable, readableById } from '../policy.ts'
import {
  signedIn,
  checkImageUrl,
  checkPersonName,
  fail,
  invalid,
  notFound,
  page,
  searchOf,
  type Definitions,
  type Detail,
  type S,
} from '../support.ts'

/** The wire Talent of a fixture user. */
export function toTalent(user: DbUser): S['Talent'] {
  const profile = db.talentProfiles.find((p) => p.user_id === user.id)
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    full_name: fullName(user),
    email: user.email,
    image_url: user.image_url,
    is_active: user.is_active,
    status: profile?.status ?? 'open_to_work',
    resume: user.resume ? { ...user.resume } : null,
    location: profile?.location ? { ...profile.location } : null,
    created_at: profile?.created_at ?? '2026-01-01T00:00:00.000Z',
  }
}

/** A talent the caller may see (the policy's rule: a company only once the talent applied or was matched), or 404. */
function findTalent(caller: DbUser, id: string): DbUser | Response {
  return readableById(caller, 'talent', id) ?? notFound('Talent')
}

function profileOf(talent: DbUser) {
  let profile = db.talentProfiles.find((p) => p.user_id === talent.id)
  if (!profile) {
    profile = { user_id: talent.id, status: 'open_to_work', location: null, created_at: new Date().toISOString() }
    db.talentProfiles.push(profile)
  }
  return profile
}

/** The sort fields of listTalents (ADR 0088). */
const TALENT_ORDER: Record<string, (talent: S['Talent']) => string> = {
  name: (t) => t.full_name,
  created_at: (t) => t.created_at,
  status: (t) => t.status,
}

export const talentHandlers = {
  listTalents: (http) =>
    http.get('/talent', ({ request, response }) => {
      const caller = signedIn(request)
      const search = searchOf(request)
      const q = search.get('q')?.toLowerCase()
      const status = search.get('status')
      const hasResume = search.get('has_resume')
      const found = readable(
        caller,
        'talent',
        db.users.filter((u) => u.user_type === 'talent'),
      )
        .map(toTalent)
        .filter((t) => !q || `${t.full_name} ${t.email}`.toLowerCase().includes(q))
        .filter((t) => !status || t.status === status)
        .filter((t) => hasResume === null || String(t.resume !== null) === hasResume)
      const deep = tooDeep(search)
      if (deep) return response.untyped(deep)
      return response(200).json(page(sortedBy(found, search.get('sort'), TALENT_ORDER, '-created_at'), search))
    }),

  getTalent: (http) =>
    http.get('/talent/{id}', ({ request, params, response }) => {
      const caller = signedIn(request)
      const talent = findTalent(caller, params.id)
      if (talent instanceof Response) return response.untyped(talent)
      return response(200).json(toTalent(talent))
    }),

  // The server's rules (apps/server/src/resources/registration): the activation mail, never a password reset mail.
  sendTalentActivationMail: (http) =>
    http.post('/talent/{id}/activation_mail', ({ params, response }) => {
      const talent = db.users.find((u) => u.id === params.id && u.user_type === 'talent')
      if (!talent) return response.untyped(notFound('Talent'))
      if (talent.password !== '' && talent.is_active) {
        return response.untyped(
          fail(409, {
            message: [`${fullName(talent)} has activated their account already: they sign in with their password.`],
          }),
        )
      }
      return response(202).json({})
    }),

  updateTalent: (http) =>
    http.put('/talent/{id}', async ({ request, params, response }) => {
      const caller = signedIn(request)
      const talent = findTalent(caller, params.id)
      if (talent instanceof Response) return response.untyped(talent)
      const body = await request.json()
      const detail: Detail = []
      checkPersonName(detail, ['body', 'first_name'], body.first_name)
      checkPersonName(detail, ['body', 'last_name'], body.last_name)
      checkImageUrl(detail, ['body', 'image_url'], body.image_url)
      const failure = invalid(detail)
      if (failure) return response.untyped(failure)
      Object.assign(talent, { first_name: body.first_name, last_name: body.last_name })
      if (body.image_url !== undefined) talent.image_url = body.image_url
      if (body.location !== undefined) {
        profileOf(talent).location = body.location && { state: null, city: null, ...body.location }
      }
      return response(200).json(toTalent(talent))
    }),

  setTalentStatus: (http) =>
    http.post('/talent/{id}/status', async ({ request, params, response }) => {
      const caller = signedIn(request)
      const talent = findTalent(caller, params.id)
      if (talent instanceof Response) return response.untyped(talent)
      const body = await request.json()
      if (body.entity_id !== talent.id || body.entity_type !== 'Talent') {
        return response.untyped(
          fail(400, {
            detail: [{ loc: ['body', 'entity_id'], msg: 'Must be the talent of the path.', type: 'const' }],
          }),
        )
      }
      profileOf(talent).status = body.status
      return response(200).json(toTalent(talent))
    }),
} satisfies Definitions
