import type { Schemas } from '../../api/context.ts'
import { searchKey } from '../skills/search-key.ts'
import { citiesOf, citiesOfCountry, findCountry, findState, statesOf } from '../reference/reference.data.ts'

type ParsedLocation = Schemas['ParsedLocation']

/**
 * A parsed place made one the reference data knows (ADR 0060, 0065), in the names the location picker stores: the
 * state a city lies in is filled in ("Austin" -> Texas), and what the data does not know is left out (a city it
 * cannot place keeps the country). The draft then never holds a location that publishing would refuse.
 */
export async function resolveVacancyLocation(found: ParsedLocation): Promise<ParsedLocation | undefined> {
  const { value } = found
  const country = await findCountry(value.country)
  if (!country) return undefined
  const states = await statesOf(country.code)
  const state = value.state ? await findState(country.code, value.state) : undefined
  let resolved: Schemas['Location'] = { country: country.code, state: state?.name ?? null, city: null }
  let confidence = found.confidence
  if (value.city && states.length > 0) {
    const key = searchKey(value.city)
    const cities = state ? await citiesOf(country.code, state.code) : await citiesOfCountry(country.code)
    const matches = cities.filter((city) => city.key === key)
    // The same name in several states ("Springfield"): the first, and less sure of it.
    const city = matches[0]
    if (city) {
      const cityState = states.find((candidate) => candidate.code === city.state_code)
      resolved = { country: country.code, state: cityState?.name ?? resolved.state, city: city.name }
      if (matches.length > 1 && !state) confidence -= 0.2
    } else {
      confidence -= 0.3
    }
  } else if (value.city) {
    // A country without states in the data (Monaco, Singapore) takes any city: nothing to check it against.
    resolved.city = value.city
  }
  if (value.state && !state) confidence -= 0.1
  return { value: resolved, confidence: Math.max(0.1, Math.round(confidence * 100) / 100), source: found.source }
}
