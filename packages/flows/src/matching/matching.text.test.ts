import { describe, expect, it } from 'vitest'
import { matchTaxonomy } from './matching.fixtures.ts'
import { foldedText, mayMention, mentionsIn, termKey } from './matching.text.ts'

const mentioned = (summary: string) => [...mentionsIn({ summary, experience: [] }, matchTaxonomy).keys()]

describe('termKey', () => {
  it('folds case, accents and punctuation but keeps the signs of names', () => {
    expect(termKey('Node.JS')).toBe('nodejs')
    expect(termKey('C++')).toBe('c++')
    expect(termKey('C#')).toBe('c#')
    expect(termKey('Café')).toBe('cafe')
    expect(termKey('Zürich-Nord')).toBe('zurichnord')
  })
})

describe('mentionsIn', () => {
  it('finds a short name only as a whole word: Go, not good, going or Gopher', () => {
    expect(mentioned('Wrote services in Go.')).toEqual(['go'])
    expect(mentioned('Good at going the extra mile. Going places.')).toEqual([])
    expect(mentioned('Gopher mascots everywhere.')).toEqual([])
    expect(mentioned('Moved from Golang to Rust.')).toEqual(['go'])
  })

  it('needs a one-word name written like one (a capital or a digit): "go to market" is not Go', () => {
    expect(mentioned('Helped go to market twice.')).toEqual([])
    expect(mentioned('Deployed with k8s and GCP.')).toEqual(['kubernetes', 'gcp'])
  })

  it('counts a one-letter name only as a capital standing alone', () => {
    expect(mentioned('Statistics in R and Python.')).toEqual(['r'])
    expect(mentioned('Ran r and d, and read a report.')).toEqual([])
    expect(mentioned('Led R&D and Q&A for the team.')).toEqual([])
  })

  it('prefers the longest phrase and names where each skill is first mentioned', () => {
    const found = mentionsIn(
      {
        summary: 'I run services on Kubernetes.',
        experience: [
          {
            title: 'Engineer',
            start_date: '2020-01-01',
            end_date: null,
            description: 'Moved to Google Cloud Platform. Then Kubernetes again.',
          },
        ],
      },
      matchTaxonomy,
    )
    expect([...found]).toEqual([
      ['kubernetes', { field: 'summary', text: 'I run services on Kubernetes.' }],
      ['gcp', { field: 'experience/0/description', text: 'Moved to Google Cloud Platform.' }],
    ])
  })

  it('cuts a long sentence to 300 characters around the mention', () => {
    const long = `${'word '.repeat(100)}Kubernetes ${'more '.repeat(100)}`
    const mention = mentionsIn({ summary: long, experience: [] }, matchTaxonomy).get('kubernetes')!
    expect(mention.text.length).toBeLessThanOrEqual(300)
    expect(mention.text).toContain('Kubernetes')
    expect(mention.text.startsWith('…')).toBe(true)
    expect(mention.text.endsWith('…')).toBe(true)
  })
})

describe('mayMention', () => {
  const texts = [
    'Wrote services in Go.',
    'Good at going the extra mile. Going places.',
    'Moved from Golang to Rust.',
    'Deployed with k8s and GCP, on Google Cloud - Platform.',
    'Statistics in R and Python; led R&D and Q&A.',
    'C# and C++ (and C + +), Node.js/TypeScript, CI/CD.',
    'I run services on Kubernetes.',
  ]
  const skills = [...new Set(matchTaxonomy.terms.values())]

  it('never rules out a skill the text mentions, and rules out one none of whose names is in it', () => {
    for (const summary of texts) {
      const resume = { summary, experience: [] }
      const found = mentionsIn(resume, matchTaxonomy)
      const folded = foldedText(resume)!
      for (const skill of skills) if (found.has(skill)) expect(mayMention(folded, skill, matchTaxonomy)).toBe(true)
    }
    expect(mayMention(foldedText({ summary: 'Ruby on Rails.', experience: [] })!, 'kubernetes', matchTaxonomy)).toBe(
      false,
    )
  })

  it('folds only ASCII text: other text is read in full', () => {
    expect(foldedText({ summary: 'Zürich, Kubernetes.', experience: [] })).toBeNull()
  })
})
