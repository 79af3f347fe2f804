import { db, newId } from '../db.ts'
import { participantOf } from '../marketplace.ts'
import {
  signedIn,
  invalid,
  notFound,
  now,
  page,
  searchOf,
  type Definitions,
  type Detail,
  type S,
  MESSAGES,
} from '../support.ts'

function checkFeedback(body: S['FeedbackInput']) {
  const detail: Detail = []
  if (!Number.isInteger(body.rating))
    detail.push({ loc: ['body', 'rating'], msg: 'Must be a whole number.', type: 'type' })
  else if (body.rating < 1) detail.push({ loc: ['body', 'rating'], msg: MESSAGES.minimum(1), type: 'minimum' })
  else if (body.rating > 5) detail.push({ loc: ['body', 'rating'], msg: MESSAGES.maximum(5), type: 'maximum' })
  if (typeof body.text !== 'string' || body.text.trim() === '') {
    detail.push({ loc: ['body', 'text'], msg: MESSAGES.required, type: 'required' })
  }
  return invalid(detail)
}

export const feedbackHandlers = {
  listFeedback: (http) =>
    http.get('/feedback', ({ request, response }) => {
      const search = searchOf(request)
      const talentId = search.get('talent_id')
      const found = db.feedbacks.filter((f) => !talentId || f.talent_id === talentId)
      return response(200).json(page(structuredClone(found), search))
    }),

  createFeedback: (http) =>
    http.post('/feedback', async ({ request, response }) => {
      const caller = signedIn(request)
      const body = await request.json()
      const failure = checkFeedback(body)
      if (failure) return response.untyped(failure)
      const feedback: S['Feedback'] = {
        id: newId(),
        author: participantOf(caller),
        rating: body.rating,
        text: body.text,
        talent_id: null,
        application_id: body.application_id ?? null,
        created_at: now(),
      }
      db.feedbacks.unshift(feedback)
      return response(201).json(structuredClone(feedback))
    }),

  createTalentFeedback: (http) =>
    http.post('/talent/{id}/feedback', async ({ request, params, response }) => {
      const caller = signedIn(request)
      if (!db.users.some((u) => u.id === params.id && u.user_type === 'talent')) {
        return response.untyped(notFound('Talent'))
      }
      const body = await request.json()
      const failure = checkFeedback(body)
      if (failure) return response.untyped(failure)
      const feedback: S['Feedback'] = {
        id: newId(),
        author: participantOf(caller),
        rating: body.rating,
        text: body.text,
        talent_id: params.id,
        application_id: body.application_id ?? null,
        created_at: now(),
      }
      db.feedbacks.unshift(feedback)
      return response(201).json(structuredClone(feedback))
    }),
} satisfies Definitions
