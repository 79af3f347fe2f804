import { HttpError } from '../../api/errors.ts'
import { ok, type OperationHandlers } from '../../api/operation.ts'
import { pageMeta, type PageQuery } from '../../api/pagination.ts'
import { searchKey } from '../skills/search-key.ts'
import {
  allCountries,
  citiesOf,
  citiesOfCountry,
  cityId,
  findCountry,
  findState,
  statesOf,
  type Country,
} from './reference.data.ts'

const paging = (query: { page?: number; size?: number }): PageQuery => ({
  page: query.page ?? 1,
  size: query.size ?? 10,
})

/** One page of an alphabetical list held in memory, in the contract's list shape. */
function pageOf<T, W>(items: readonly T[], query: PageQuery, toWire: (item: T) => W) {
  const start = (query.page - 1) * query.size
  return { results: items.slice(start, start + query.size).map(toWire), ...pageMeta(query, items.length) }
}

/** Items whose name starts with `q`, folded like skill names ("sao" finds São Paulo, "st. gallen" St. Gallen). */
function startingWith<T>(items: readonly T[], q: string | undefined, keysOf: (item: T) => readonly string[]) {
  const key = q ? searchKey(q) : ''
  return key ? items.filter((item) => keysOf(item).some((k) => k.startsWith(key))) : items
}

async function knownCountry(code: string): Promise<Country> {
  const country = await findCountry(code)
  if (!country) {
    throw new HttpError(400, {
      detail: [
        { loc: ['query', 'country'], msg: `There is no country with the code "${code}".`, type: 'unknown_country' },
      ],
    })
  }
  return country
}

/** Reference data (ADR 0060): countries, their states and cities, for every signed-in caller. */
export function referenceHandlers() {
  return {
    async listCountries({ query }) {
      const countries = startingWith([...(await allCountries()).values()], query.q, (country) => country.keys)
      return ok(pageOf(countries, paging(query), ({ code, name }) => ({ code, name })))
    },

    async listStates({ query }) {
      const country = await knownCountry(query.country)
      const states = startingWith(await statesOf(country.code), query.q, (state) => [state.key])
      return ok(pageOf(states, paging(query), ({ code, name, country_code }) => ({ code, name, country_code })))
    },

    async listCities({ query }) {
      const country = await knownCountry(query.country)
      let all
      if (query.state) {
        const state = await findState(country.code, query.state)
        if (!state) {
          throw new HttpError(400, {
            detail: [
              {
                loc: ['query', 'state'],
                msg: `${country.name} has no state with the code "${query.state}".`,
                type: 'unknown_state',
              },
            ],
          })
        }
        all = await citiesOf(country.code, state.code)
      } else {
        all = await citiesOfCountry(country.code)
      }
      const cities = startingWith(all, query.q, (city) => [city.key])
      return ok(
        pageOf(cities, paging(query), ({ name, state_code, country_code }) => ({
          id: cityId(country_code, state_code, name),
          name,
          state_code,
          country_code,
        })),
      )
    },
  } satisfies OperationHandlers
}
