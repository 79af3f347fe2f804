import { emailField, personNameField, requiredText, SKILL_LEVELS, type SkillLevel } from '@hireloop/flows'
import { z } from 'zod'

const tooLong = (max: number) => `Use at most ${max} characters.`

/** Step 1 (`POST /register/talent_profile`): the talent, and the title their draft resume starts with. */
export const talentStepSchema = z.object({
  firstName: personNameField(),
  lastName: personNameField(),
  email: emailField(),
  resumeTitle: requiredText().max(200, { error: tooLong(200) }),
})

export type TalentStepValues = z.input<typeof talentStepSchema>
export type TalentStepData = z.output<typeof talentStepSchema>

export const emptyTalentStep: TalentStepValues = { firstName: '', lastName: '', email: '', resumeTitle: '' }

/** Step 2 (`POST /talent/{id}/resume`): what the recruiter knows of the resume; the talent completes it later. */
export const resumeStepSchema = z.object({
  title: requiredText().max(200, { error: tooLong(200) }),
  summary: z
    .string()
    .trim()
    .max(5000, { error: tooLong(5000) }),
})

export type ResumeStepValues = z.input<typeof resumeStepSchema>
export type ResumeStepData = z.output<typeof resumeStepSchema>

export const SKILL_LEVEL_CHOICES = SKILL_LEVELS.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}))

export interface ChosenSkill {
  id: string
  name: string
  level: SkillLevel
}

/** The body of createTalentResume (camelCase: the client converts it). */
export function toTalentResumeBody(data: ResumeStepData, skills: readonly ChosenSkill[]) {
  return {
    title: data.title,
    summary: data.summary,
    skills: skills.map((skill) => ({ skillId: skill.id, level: skill.level })),
  }
}
