import { db, newId } from '../db.ts'
import { conflict, notFound, now, page, searchOf, type Definitions } from '../support.ts'

export const accessRuleHandlers = {
  listAccessRules: (http) =>
    http.get('/access_rule', ({ request, response }) => {
      const search = searchOf(request)
      const subject = search.get('subject')
      const resource = search.get('resource')
      const found = db.accessRules
        .filter((r) => !subject || r.subject === subject)
        .filter((r) => !resource || r.resource === resource)
      return response(200).json(page(structuredClone(found), search))
    }),

  listSubjectResourceAccessRules: (http) =>
    http.get('/access_rule/{subject}/{resource}', ({ request, params, response }) => {
      const found = db.accessRules.filter((r) => r.subject === params.subject && r.resource === params.resource)
      return response(200).json(page(structuredClone(found), searchOf(request)))
    }),

  createAccessRule: (http) =>
    http.post('/access_rule/{subject}/{resource}', async ({ request, params, response }) => {
      const body = await request.json()
      const { subject, resource } = params
      if (db.accessRules.some((r) => r.subject === subject && r.resource === resource && r.action === body.action)) {
        return response.untyped(conflict('A rule for this action exists already.'))
      }
      const at = now()
      const rule = {
        id: newId(),
        subject,
        resource,
        action: body.action,
        effect: body.effect,
        created_at: at,
        updated_at: at,
      }
      db.accessRules.push(rule)
      return response(201).json({ ...rule })
    }),

  updateAccessRule: (http) =>
    http.put('/access_rule/{subject}/{resource}/{action}', async ({ request, params, response }) => {
      const rule = db.accessRules.find(
        (r) => r.subject === params.subject && r.resource === params.resource && r.action === params.action,
      )
      if (!rule) return response.untyped(notFound('Access rule'))
      const body = await request.json()
      Object.assign(rule, { effect: body.effect, updated_at: now() })
      return response(200).json({ ...rule })
    }),

  deleteAccessRule: (http) =>
    http.delete('/access_rule/{id}', ({ params, response }) => {
      if (!db.accessRules.some((r) => r.id === params.id)) return response.untyped(notFound('Access rule'))
      db.accessRules = db.accessRules.filter((r) => r.id !== params.id)
      return response(204).empty()
    }),
} satisfies Definitions
