import type { Schemas } from '../../api/context.ts'
import type { ValidationIssue } from '../../api/errors.ts'
import { searchKey } from '../skills/search-key.ts'
import { citiesOf, citiesOfCountry, findCountry, findState, statesOf } from './reference.data.ts'

/**
 * Checks a LocationInput against the reference data (ADR 0060): the country exists, the state is one of its states
 * (by name or code) and the city one of its cities (of that state, when one is given). Names compare with case,
 * accents and punctuation aside ("munchen" is not "München" though: the dataset says "Munich"). Answers the problems
 * as validation issues under `at`, for a 400 `{ detail }`, or null when the location is known. A country for which
 * the dataset lists no states (Vatican City, Gibraltar) takes any state and city: there is nothing to check against.
 */
export async function checkLocation(
  location: Schemas['LocationInput'],
  at: (string | number)[] = ['body', 'location'],
): Promise<ValidationIssue[] | null> {
  const country = await findCountry(location.country)
  if (!country) {
    const msg = `There is no country with the code "${location.country}".`
    return [{ loc: [...at, 'country'], msg, type: 'unknown_country' }]
  }
  if ((await statesOf(country.code)).length === 0) return null
  const stateName = location.state?.trim() || null
  const cityName = location.city?.trim() || null
  const state = stateName ? await findState(country.code, stateName) : undefined
  if (stateName && !state) {
    return [{ loc: [...at, 'state'], msg: `${stateName} is not a state of ${country.name}.`, type: 'unknown_state' }]
  }
  if (!cityName) return null
  const cities = state ? await citiesOf(country.code, state.code) : await citiesOfCountry(country.code)
  const key = searchKey(cityName)
  if (cities.some((city) => city.key === key)) return null
  const where = state ? `${state.name}, ${country.name}` : country.name
  return [{ loc: [...at, 'city'], msg: `${cityName} is not a city of ${where}.`, type: 'unknown_city' }]
}
