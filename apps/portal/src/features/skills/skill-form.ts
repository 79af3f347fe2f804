import { requiredText } from '@hireloop/flows'
import { z } from 'zod'

const tooLong = (max: number) => `Use at most ${max} characters.`

/**
 * A skill of the catalogue (`POST /skill`, `PUT /skill/{id}`): aliases typed as one comma-separated line, sent as a
 * list without blanks or repeats (the server folds them further and drops those the name already finds).
 */
export const skillFormSchema = z.object({
  name: requiredText().max(100, { error: tooLong(100) }),
  category: z
    .string()
    .trim()
    .max(100, { error: tooLong(100) }),
  aliases: z
    .string()
    .transform((line) => [...new Set(line.split(',').map((alias) => alias.trim()))].filter(Boolean))
    .pipe(z.array(z.string().max(100, { error: tooLong(100) })).max(30, { error: 'Give at most 30 aliases.' })),
})

export type SkillFormValues = z.input<typeof skillFormSchema>
export type SkillFormData = z.output<typeof skillFormSchema>

export const emptySkill: SkillFormValues = { name: '', category: '', aliases: '' }

/** The body of the create and update calls: an empty category is none. */
export const toSkillBody = (data: SkillFormData) => ({
  name: data.name,
  category: data.category || null,
  aliases: data.aliases,
})

/** "2 resumes and 1 vacancy", or null when nothing holds the skill. */
export function usageText(usage: { resumes: number; vacancies: number } | undefined): string | null {
  if (!usage) return null
  const parts = [
    usage.resumes > 0 ? `${usage.resumes} ${usage.resumes === 1 ? 'resume' : 'resumes'}` : null,
    usage.vacancies > 0 ? `${usage.vacancies} ${usage.vacancies === 1 ? 'vacancy' : 'vacancies'}` : null,
  ].filter(Boolean)
  return parts.length > 0 ? parts.join(' and ') : null
}

/** The list's state in the URL: `?q=&category=&page=`. */
export interface SkillFilters {
  q: string
  category: string
  page: number
}

export function filtersFrom(search: URLSearchParams): SkillFilters {
  const page = Number(search.get('page'))
  return {
    q: search.get('q') ?? '',
    category: search.get('category') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/** Only what differs from the defaults, so the plain list has a plain URL. */
export function searchOf(filters: SkillFilters): Record<string, string> {
  const search: Record<string, string> = {}
  if (filters.q.trim()) search.q = filters.q.trim()
  if (filters.category) search.category = filters.category
  if (filters.page > 1) search.page = String(filters.page)
  return search
}
