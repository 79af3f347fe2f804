import { describe, expect, it } from 'vitest'
import { parseVacancyText, vacancySkillLevel } from '../src/resources/parsing/vacancy-fields.ts'
import { salaryIn } from '../src/resources/parsing/vacancy-salary.ts'
import { headingOf, kindOfHeading } from '../src/resources/parsing/vacancy-sections.ts'
import { htmlToLines } from '../src/resources/parsing/vacancy-text.ts'
import { searchKey } from '../src/resources/skills/search-key.ts'
import { SKILL_TAXONOMY } from '../src/resources/skills/skills.taxonomy.ts'

/** The first edition of the taxonomy as the parser reads it, each skill's id its name. */
const SKILLS = new Map<string, { id: string; name: string }>()
for (const skill of SKILL_TAXONOMY) {
  for (const alias of skill.aliases) SKILLS.set(searchKey(alias), { id: skill.name, name: skill.name })
}
for (const skill of SKILL_TAXONOMY) SKILLS.set(searchKey(skill.name), { id: skill.name, name: skill.name })

describe('salaryIn (ADR 0065)', () => {
  it.each([
    ['Salary: EUR 60,000 - 75,000 per year', true, { min: 60000, max: 75000, currency: 'EUR', period: 'year' }],
    ['We pay €60k–€75k a year', false, { min: 60000, max: 75000, currency: 'EUR', period: 'year' }],
    ['Gehalt: 60.000 € bis 75.000 € brutto/Jahr', true, { min: 60000, max: 75000, currency: 'EUR', period: 'year' }],
    ['Salary: 60 - 75k GBP', true, { min: 60000, max: 75000, currency: 'GBP', period: 'year' }],
    ['Rate: $45/hour', true, { min: 45, max: 45, currency: 'USD', period: 'hour' }],
    ["Salary: CHF 4'500 - 5'500 per month", true, { min: 4500, max: 5500, currency: 'CHF', period: 'month' }],
    ['Compensation: US$120,000 to US$150,000', true, { min: 120000, max: 150000, currency: 'USD', period: 'year' }],
  ])('reads %s', (line, labelled, value) => {
    expect(salaryIn(line, labelled)?.value).toEqual(value)
  })

  it.each([
    ['Team of 12 - 15 engineers', false],
    ['Founded 2015 - 2019 in Berlin', false],
    ['EUR 1,500 learning budget per year', false],
    ['Salary: up to €80k', true],
    ['Day rate: €600/day', true],
    ['Salary: 80,000 - 60,000 EUR', true],
    ['Salary: competitive', true],
  ])('finds no salary in %s', (line, labelled) => {
    expect(salaryIn(line, labelled)).toBeNull()
  })

  it('is less sure of a period it had to guess from the size of the sums', () => {
    expect(salaryIn('Salary: EUR 60,000 - 75,000', true)).toEqual({
      value: { min: 60000, max: 75000, currency: 'EUR', period: 'year' },
      confidence: 0.7,
    })
  })
})

describe('headings and levels', () => {
  it.each([
    ['Nice to have', 'nice'],
    ['Preferred qualifications', 'nice'],
    ['Bonus points', 'nice'],
    ['Requirements', 'required'],
    ["What you'll bring", 'required'],
    ['About the role', 'role'],
    ['About Acme', 'about'],
    ['What we offer', 'benefits'],
    ['Tech stack', 'stack'],
  ])('"%s" opens a %s section', (heading, kind) => {
    expect(kindOfHeading(heading)).toBe(kind)
  })

  it('tells a heading from a fact, a list item and a sentence', () => {
    expect(headingOf('## Our culture', false)).toEqual({ text: 'Our culture', level: 2 })
    expect(headingOf('Our culture:', false)).toEqual({ text: 'Our culture', level: 2 })
    expect(headingOf('WHAT YOU WILL DO', false)).toEqual({ text: 'WHAT YOU WILL DO', level: 2 })
    expect(headingOf('Location: Berlin', false)).toBeNull()
    expect(headingOf('Requirements', true)).toBeNull()
    expect(headingOf('We value requirements.', false)).toBeNull()
  })

  it.each([
    ['Expert in PostgreSQL', 'expert'],
    ['Strong TypeScript', 'advanced'],
    ['5+ years of Java', 'advanced'],
    ['Working knowledge of Docker', 'intermediate'],
    ['Familiarity with Go', 'beginner'],
    ['Experience with Kafka', null],
  ])('"%s" asks for level %s', (text, level) => {
    expect(vacancySkillLevel(text)).toBe(level)
  })
})

describe('parseVacancyText (ADR 0065)', () => {
  it('reads an advert without sections: every skill a must-have unless the line says otherwise', () => {
    const { fields } = parseVacancyText(
      [
        "We're hiring: Backend Developer (m/f/d)",
        'Remote within Germany, full-time.',
        'You will build APIs in Python and Django. Experience with Redis is a plus.',
      ].join('\n'),
      SKILLS,
    )
    expect(fields.title).toMatchObject({ value: 'Backend Developer' })
    expect(fields.employment_type?.value).toBe('full_time')
    expect(fields.remote?.value).toBe('remote')
    expect(fields.seniority).toBeUndefined()
    expect(fields.salary).toBeUndefined()
    expect(fields.skills?.map((skill) => [skill.name, skill.required])).toEqual([
      ['Python', true],
      ['Django', true],
      ['Redis', false],
    ])
  })

  it('leaves the title and the facts out of the description, and escapes what Markdown would read as markup', () => {
    const { fields } = parseVacancyText(
      ['Data Engineer', 'Location: Vienna, Austria', '', '+ 1 data team in Vienna.', '', 'Requirements', '- SQL'].join(
        '\n',
      ),
      SKILLS,
    )
    expect(fields.location?.value).toEqual({ country: 'AT', state: null, city: 'Vienna' })
    expect(fields.description?.value).toBe('\\+ 1 data team in Vienna.\n\n## Requirements\n\n- SQL')
  })

  it('finds nothing it was not given: an empty advert has no fields', () => {
    expect(parseVacancyText('\n\n', SKILLS)).toEqual({ kind: 'vacancy', text_length: 2, fields: {} })
  })
})

describe('htmlToLines', () => {
  it("keeps a DOCX's headings and list items as Markdown-like lines", () => {
    expect(
      htmlToLines(
        '<h1>Senior &amp; Lead</h1><p>Intro</p><h2>Requirements</h2><ul><li>Go</li><li>SQL</li></ul><img src="">',
      ),
    ).toBe('# Senior & Lead\n\nIntro\n\n## Requirements\n\n• Go\n• SQL')
  })
})
