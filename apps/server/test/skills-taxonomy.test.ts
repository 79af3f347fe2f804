import { describe, expect, it } from 'vitest'
import { searchKey } from '../src/resources/skills/search-key.ts'
import { searchTerms } from '../src/resources/skills/search-terms.ts'
import { SKILL_CATEGORIES, SKILL_TAXONOMY } from '../src/resources/skills/skills.taxonomy.ts'

describe('skill taxonomy (ADR 0058)', () => {
  it('gives every name and alias a search key of its own across the whole taxonomy', () => {
    const owners = new Map<string, string[]>()
    for (const skill of SKILL_TAXONOMY) {
      for (const text of [skill.name, ...skill.aliases]) {
        const key = searchKey(text)
        owners.set(key, [...(owners.get(key) ?? []), `${text} (${skill.name})`])
      }
    }
    const collisions = [...owners].filter(([, texts]) => texts.length > 1)
    expect(collisions).toEqual([])
    expect(owners.has('')).toBe(false)
  })

  it('holds a few hundred skills across engineering, design, data, product, marketing, sales and people', () => {
    expect(SKILL_TAXONOMY.length).toBeGreaterThanOrEqual(300)
    for (const category of SKILL_CATEGORIES) {
      expect(SKILL_TAXONOMY.filter((skill) => skill.category === category).length).toBeGreaterThanOrEqual(10)
    }
    expect(SKILL_CATEGORIES).toEqual(
      expect.arrayContaining([
        'Design',
        'Data and analytics',
        'Product',
        'Marketing',
        'Sales',
        'People and operations',
      ]),
    )
  })

  it('fits the contract: names and aliases at most 100 characters, at most 30 aliases', () => {
    for (const skill of SKILL_TAXONOMY) {
      expect(skill.aliases.length).toBeLessThanOrEqual(30)
      for (const text of [skill.name, skill.category, ...skill.aliases]) {
        expect(text.length).toBeGreaterThan(0)
        expect(text.length).toBeLessThanOrEqual(100)
        expect(text).toBe(text.trim())
      }
    }
  })

  it.each([
    ['JS', 'JavaScript'],
    ['Javascript', 'JavaScript'],
    ['ECMAScript', 'JavaScript'],
    ['TS', 'TypeScript'],
    ['React.js', 'React'],
    ['ReactJS', 'React'],
    ['Postgres', 'PostgreSQL'],
    ['psql', 'PostgreSQL'],
    ['k8s', 'Kubernetes'],
    ['Golang', 'Go'],
    ['Node', 'Node.js'],
    ['node.JS', 'Node.js'],
    ['GCP', 'Google Cloud'],
    ['ML', 'Machine learning'],
    ['UX', 'UX design'],
    ['c#', 'C#'],
    ['c++', 'C++'],
  ])('"%s" names %s', (text, name) => {
    const skill = SKILL_TAXONOMY.find((s) => [s.name, ...s.aliases].some((t) => searchKey(t) === searchKey(text)))
    expect(skill?.name).toBe(name)
  })
})

describe('searchTerms', () => {
  it('gives the name, the aliases, the later words and the inside of each, each term once at its best tier', () => {
    const terms = Object.fromEntries(searchTerms('Google Cloud Run', ['GCR', 'Cloud Run']).map((t) => [t.term, t.tier]))
    expect(terms).toMatchObject({ googlecloudrun: 1, gcr: 2, cloudrun: 2, run: 3, oglecloudrun: 4, cr: 4, un: 4 })
    // One character inside a key is no term: a single typed letter matches by prefix only.
    expect(terms).not.toHaveProperty('n')
    expect(Object.keys(terms)).toHaveLength(new Set(Object.keys(terms)).size)
  })

  it('splits words after punctuation and folds accents, so word starts line up with the folded name', () => {
    const terms = Object.fromEntries(searchTerms('Crème brûlée / CI-CD', []).map((t) => [t.term, t.tier]))
    expect(terms).toMatchObject({ cremebruleecicd: 1, bruleecicd: 3, cicd: 3, cd: 3 })
  })
})
