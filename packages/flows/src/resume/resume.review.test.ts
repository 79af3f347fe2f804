import { describe, expect, it } from 'vitest'
import { completeValues, parsedResume, parsedValues } from './resume.fixtures.ts'
import {
  LOW_CONFIDENCE,
  parsedFieldsOf,
  publishBlockers,
  reviewAfterChange,
  reviewOf,
  uncheckedFields,
} from './resume.review.ts'
import { emptyResumeValues } from './resume.schemas.ts'

describe('parsedFieldsOf', () => {
  it("lists the editor's fields the parse found, in the editor's order, a list as sure as its least sure item", () => {
    expect(parsedFieldsOf(parsedResume)).toEqual([
      { key: 'title', label: 'Headline', confidence: 0.9, low: false, sources: ['Analytical engine programmer'] },
      { key: 'location', label: 'Location', confidence: 0.45, low: true, sources: ['London, UK'] },
      { key: 'skills', label: 'Skills', confidence: 0.7, low: false, sources: ['Mathematics (10 years)', 'JS'] },
    ])
  })

  it('nothing parsed, nothing to check; account fields (name, email) and empty lists are not editor fields', () => {
    expect(parsedFieldsOf(null)).toEqual([])
    expect(
      parsedFieldsOf({
        kind: 'resume',
        textLength: 10,
        fields: {
          fullName: parsedResume.fields.fullName,
          skills: [],
          phone: { value: '1', confidence: 0.6, source: null },
        },
      }),
    ).toEqual([{ key: 'phone', label: 'Phone', confidence: 0.6, low: false, sources: [] }])
    expect(LOW_CONFIDENCE).toBe(0.6)
  })
})

describe('review', () => {
  const review = reviewOf(parsedFieldsOf(parsedResume))

  it('starts unchecked; a field whose value changes counts as edited, others stay', () => {
    expect(uncheckedFields(review)).toEqual(['title', 'location', 'skills'])
    const after = reviewAfterChange(review, parsedValues, { ...parsedValues, title: 'Programmer', summary: 'New' })
    expect(after).toEqual({ title: 'edited', location: 'unchecked', skills: 'unchecked' })
    expect(reviewAfterChange(review, parsedValues, { ...parsedValues })).toBe(review)
  })

  it('publishing needs a headline, a country and a skill, then every parsed field checked', () => {
    expect(publishBlockers(emptyResumeValues, {})).toEqual([
      { field: 'title', kind: 'missing', message: 'Add a headline.' },
      { field: 'location', kind: 'missing', message: 'Choose the country you live in.' },
      { field: 'skills', kind: 'missing', message: 'Add at least one skill.' },
    ])
    expect(publishBlockers({ ...completeValues, title: '   ' }, {}).map((b) => b.field)).toEqual(['title'])
    expect(publishBlockers(completeValues, {})).toEqual([])
    expect(publishBlockers(parsedValues, { ...review, title: 'confirmed', skills: 'edited' })).toEqual([
      { field: 'location', kind: 'unchecked', message: 'Location: read from your file, please check it.' },
    ])
  })
})
