import { HttpError } from '../../api/errors.ts'

/** A status change names its application twice (docs/product.md §7): both must agree, or nothing moves. */
export const applicationIdIssue = () =>
  new HttpError(400, {
    detail: [
      {
        loc: ['body', 'application_id'],
        msg: 'The application_id must be the id of the application in the path.',
        type: 'mismatch',
      },
    ],
  })

/** Only a recruiter records a talent's interest for them; an employer proposing a talent speaks for the company. */
export const talentInterestedIssue = () =>
  new HttpError(400, {
    detail: [
      {
        loc: ['body', 'talent_interested'],
        msg: 'Only a recruiter can record that the talent is interested: leave talent_interested out.',
        type: 'not_allowed',
      },
    ],
  })
