import { db, toCurrentUser } from '../db.ts'
import {
  authorize,
  checkEmail,
  checkName,
  checkPassword,
  emailTaken,
  errorBodies,
  invalid,
  type Definitions,
  type Detail,
  storeFile,
  uploaded,
} from '../support.ts'

export const accountHandlers = {
  getMe: (http, scope) =>
    http.get('/me', ({ request, params, response }) => {
      const caller = authorize(request, scope, params)
      if (caller instanceof Response) return response.untyped(caller)
      return response(200).json(toCurrentUser(caller))
    }),

  updateMe: (http, scope) =>
    http.put('/me', async ({ request, params, response }) => {
      const caller = authorize(request, scope, params)
      if (caller instanceof Response) return response.untyped(caller)
      const body = await request.json()
      const detail: Detail = []
      checkName(detail, ['body', 'first_name'], body.first_name)
      checkName(detail, ['body', 'last_name'], body.last_name)
      const failure = invalid(detail)
      if (failure) return response.untyped(failure)
      caller.first_name = body.first_name
      caller.last_name = body.last_name
      if (body.image_url !== undefined) caller.image_url = body.image_url
      if (body.company_id !== undefined && caller.user_type === 'employer' && body.company_id !== null) {
        if (!db.companies.some((c) => c.id === body.company_id)) return response(403).json(errorBodies[403]!)
        caller.company_id = body.company_id
      }
      return response(200).json(toCurrentUser(caller))
    }),

  updateMyEmail: (http, scope) =>
    http.put('/me/email', async ({ request, params, response }) => {
      const caller = authorize(request, scope, params)
      if (caller instanceof Response) return response.untyped(caller)
      const body = await request.json()
      const detail: Detail = []
      checkEmail(detail, ['body', 'email'], body.email)
      const failure = invalid(detail) ?? emailTaken(body.email, caller)
      if (failure) return response.untyped(failure)
      caller.email = body.email
      return response(200).json(toCurrentUser(caller))
    }),

  updateMyPassword: (http, scope) =>
    http.put('/me/password', async ({ request, params, response }) => {
      const caller = authorize(request, scope, params)
      if (caller instanceof Response) return response.untyped(caller)
      const body = await request.json()
      const detail: Detail = []
      checkPassword(detail, ['body', 'value'], body.value)
      const failure = invalid(detail)
      if (failure) return response.untyped(failure)
      caller.password = body.value
      return response(204).empty()
    }),

  uploadMyAvatar: (http, scope) =>
    http.post('/me/avatar', async ({ request, params, response }) => {
      const caller = authorize(request, scope, params)
      if (caller instanceof Response) return response.untyped(caller)
      const upload = await uploaded(request, 'profile_picture')
      if (upload instanceof Response) return response.untyped(upload)
      const stored = storeFile(upload.file, caller, (id) => `/files/${id}`)
      caller.image_url = `https://files.hireloop.test${stored.url}`
      return response(200).json(toCurrentUser(caller))
    }),
} satisfies Definitions
