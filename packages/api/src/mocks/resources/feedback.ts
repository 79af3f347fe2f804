import { RECOMMENDATIONS, SCORECARD_CRITERIA, scorecardAverage, scorecardRefusal } from '@hireloop/flows/rules'
import { db, newId } from '../db.ts'
import { participantOf } from '../marketplace.ts'
import { readable, readableById } from '../policy.ts'
import {
  signedIn,
  conflict,
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

function checkRating(detail: Detail, loc: (string | number)[], value: unknown) {
  if (!Number.isInteger(value)) detail.push({ loc, msg: 'Must be a whole number.', type: 'type' })
  else if ((value as number) < 1) detail.push({ loc, msg: MESSAGES.minimum(1), type: 'minimum' })
  else if ((value as number) > 5) detail.push({ loc, msg: MESSAGES.maximum(5), type: 'maximum' })
}

function checkFeedback(body: S['FeedbackInput']) {
  const detail: Detail = []
  checkRating(detail, ['body', 'rating'], body.rating)
  if (typeof body.text !== 'string' || body.text.trim() === '') {
    detail.push({ loc: ['body', 'text'], msg: MESSAGES.required, type: 'required' })
  }
  return invalid(detail)
}

function checkScorecard(body: S['ScorecardInput']) {
  const detail: Detail = []
  for (const criterion of SCORECARD_CRITERIA)
    checkRating(detail, ['body', 'scores', criterion], body.scores?.[criterion])
  if (!(RECOMMENDATIONS as readonly string[]).includes(body.recommendation)) {
    detail.push({ loc: ['body', 'recommendation'], msg: 'Choose a recommendation.', type: 'enum' })
  }
  return invalid(detail)
}

/** The mock side of ADR 0079: the policy decides who reads what; the rules of flows decide when a scorecard may be left. */
export const feedbackHandlers = {
  listFeedback: (http) =>
    http.get('/feedback', ({ request, response }) => {
      const caller = signedIn(request)
      const search = searchOf(request)
      const talentId = search.get('talent_id')
      const applicationId = search.get('application_id')
      const kind = search.get('kind')
      const vacancyId = search.get('vacancy_id')
      const recommendation = search.get('recommendation')
      const found = readable(caller, 'feedback', db.feedbacks)
        .filter((f) => !talentId || f.talent_id === talentId)
        .filter((f) => !applicationId || f.application_id === applicationId)
        .filter((f) => !kind || f.kind === kind)
        .filter((f) => !vacancyId || f.vacancy?.id === vacancyId)
        .filter((f) => !recommendation || f.scorecard?.recommendation === recommendation)
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
        kind: 'product',
        author: participantOf(caller),
        rating: body.rating,
        text: body.text.trim(),
        talent_id: null,
        talent: null,
        application_id: null,
        meeting_id: null,
        vacancy: null,
        scorecard: null,
        created_at: now(),
      }
      db.feedbacks.unshift(feedback)
      return response(201).json(structuredClone(feedback))
    }),

  createTalentFeedback: (http) =>
    http.post('/talent/{id}/feedback', async ({ request, params, response }) => {
      const caller = signedIn(request)
      const body = await request.json()
      const failure = checkScorecard(body)
      if (failure) return response.untyped(failure)
      const application = readableById(caller, 'application', body.application_id)
      if (!application) return response.untyped(notFound('Application'))
      const talent = db.users.find((u) => u.id === params.id)
      if (!talent || application.talent_id !== talent.id) {
        return response.untyped(
          invalid([
            {
              loc: ['body', 'application_id'],
              msg: "This application is not this talent's: choose one of theirs.",
              type: 'mismatch',
            },
          ])!,
        )
      }
      const interviewed = db.meetings.some((m) => m.application_id === application.id && m.type === 'interview')
      const refusal = scorecardRefusal(application.status, { interviewed })
      if (refusal) return response.untyped(conflict(refusal))
      const feedback: S['Feedback'] = {
        id: newId(),
        kind: 'scorecard',
        author: participantOf(caller),
        rating: null,
        text: (body.notes ?? '').trim(),
        talent_id: talent.id,
        talent: participantOf(talent),
        application_id: application.id,
        meeting_id: body.meeting_id ?? null,
        vacancy: { id: application.vacancy.id, title: application.vacancy.title },
        scorecard: {
          scores: body.scores,
          average: scorecardAverage(body.scores),
          recommendation: body.recommendation,
        },
        created_at: now(),
      }
      db.feedbacks.unshift(feedback)
      return response(201).json(structuredClone(feedback))
    }),
} satisfies Definitions
