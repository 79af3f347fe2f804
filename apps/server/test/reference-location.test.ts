import { describe, expect, it } from 'vitest'
import { checkLocation } from '../src/resources/reference/location.ts'

describe('checkLocation (ADR 0060)', () => {
  it.each([
    [{ country: 'DE' }],
    [{ country: 'DE', state: 'Bavaria', city: 'Munich' }],
    [{ country: 'DE', state: 'bavaria', city: 'MUNICH' }],
    [{ country: 'DE', state: 'BY', city: 'Würzburg' }],
    [{ country: 'DE', state: 'Baden-Wurttemberg', city: null }],
    [{ country: 'DE', state: null, city: 'Hamburg' }],
    [{ country: 'DE', state: ' Berlin ', city: ' Berlin ' }],
    // The dataset lists no states for Vatican City: nothing to check them against.
    [{ country: 'VA', state: 'Anything', city: 'Vatican City' }],
  ])('knows %j', async (location) => {
    expect(await checkLocation(location)).toBeNull()
  })

  it.each([
    [{ country: 'XX' }, 'country', 'There is no country with the code "XX".'],
    [{ country: 'DE', state: 'Bavarai' }, 'state', 'Bavarai is not a state of Germany.'],
    [{ country: 'DE', state: 'Texas', city: 'Austin' }, 'state', 'Texas is not a state of Germany.'],
    [{ country: 'DE', state: 'Berlin', city: 'Munich' }, 'city', 'Munich is not a city of Berlin, Germany.'],
    [{ country: 'DE', city: 'Springfield' }, 'city', 'Springfield is not a city of Germany.'],
  ])('refuses %j at its %s', async (location, field, msg) => {
    expect(await checkLocation(location, ['body', 'location'])).toEqual([
      { loc: ['body', 'location', field], msg, type: `unknown_${field}` },
    ])
  })
})
