import { describe, expect, it } from 'vitest'
import { filtersFrom, searchOf, skillFormSchema, toSkillBody, usageText } from './skill-form.ts'

describe('skill form', () => {
  it('sends aliases as a list without blanks or repeats, and an empty category as none', () => {
    const data = skillFormSchema.parse({ name: ' Go ', category: ' ', aliases: 'golang, , Golang ,golang' })
    expect(toSkillBody(data)).toEqual({ name: 'Go', category: null, aliases: ['golang', 'Golang'] })
  })

  it('refuses a blank name and too many aliases', () => {
    const blank = skillFormSchema.safeParse({ name: '  ', category: '', aliases: '' })
    expect(blank.error?.issues.map((issue) => issue.message)).toEqual(['Required'])
    const many = Array.from({ length: 31 }, (_, i) => `a${i}`).join(',')
    const tooMany = skillFormSchema.safeParse({ name: 'Go', category: '', aliases: many })
    expect(tooMany.error?.issues.map((issue) => issue.message)).toEqual(['Give at most 30 aliases.'])
  })

  it('says who holds a skill, in words', () => {
    expect(usageText({ resumes: 1, vacancies: 0 })).toBe('1 resume')
    expect(usageText({ resumes: 2, vacancies: 1 })).toBe('2 resumes and 1 vacancy')
    expect(usageText({ resumes: 0, vacancies: 3 })).toBe('3 vacancies')
    expect(usageText({ resumes: 0, vacancies: 0 })).toBeNull()
  })

  it('keeps the list state in the URL, only what differs from the defaults', () => {
    expect(filtersFrom(new URLSearchParams('q=go&category=Backend&page=3'))).toEqual({
      q: 'go',
      category: 'Backend',
      page: 3,
    })
    expect(filtersFrom(new URLSearchParams('page=-2'))).toEqual({ q: '', category: '', page: 1 })
    expect(searchOf({ q: ' ', category: '', page: 1 })).toEqual({})
    expect(searchOf({ q: 'go', category: 'Backend', page: 2 })).toEqual({ q: 'go', category: 'Backend', page: '2' })
  })
})
