import { createHash } from 'node:crypto'
import type * as CountryData from '@countrystatecity/countries'
import { searchKey } from '../skills/search-key.ts'

/**
 * Countries, states and cities from `@countrystatecity/countries` (ADR 0060): the maintained database of
 * countries-states-cities, one JSON file per country's states and per state's cities. Nothing is read at start:
 * the package loads when a first caller asks, and only the files asked for are read. What is kept is slim (names,
 * codes, folded keys): the country list and the states of the countries asked for, and the cities of the states
 * asked for last, at most CITY_CACHE_LIMIT of them (an LRU), so a long-running server does not end up holding the
 * world (about 150,000 cities).
 */

export interface Country {
  code: string
  name: string
  /** `searchKey` of the English and the native name: what a query's start is compared with. */
  keys: string[]
}

export interface State {
  code: string
  name: string
  country_code: string
  key: string
}

export interface City {
  name: string
  state_code: string | null
  country_code: string
  key: string
}

const CITY_CACHE_LIMIT = 40_000

type Dataset = typeof CountryData
let dataset: Promise<Dataset> | undefined
const load = (): Promise<Dataset> => (dataset ??= import('@countrystatecity/countries'))

/** English alphabetical order that ignores case and accents ("Åland Islands" sorts with the A's). */
const collator = new Intl.Collator('en', { sensitivity: 'base' })
export const byNameOrder = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name)

let countries: Promise<Map<string, Country>> | undefined

/** Every country by ISO 3166-1 alpha-2 code, alphabetical. */
export function allCountries(): Promise<Map<string, Country>> {
  if (!countries) {
    countries = load()
      .then((data) => data.getCountries())
      .then((rows) => {
        const list = rows.map((row) => ({
          code: row.iso2,
          name: row.name,
          keys: [...new Set([searchKey(row.name), searchKey(row.native ?? '')].filter(Boolean))],
        }))
        return new Map(list.sort(byNameOrder).map((country) => [country.code, country]))
      })
    // A failed read is not remembered: the next call tries again.
    countries.catch(() => (countries = undefined))
  }
  return countries
}

export async function findCountry(code: string): Promise<Country | undefined> {
  return (await allCountries()).get(code.toUpperCase())
}

const states = new Map<string, Promise<State[]>>()

/** The states (regions, provinces) of a country, alphabetical; none for an unknown country. */
export function statesOf(countryCode: string): Promise<State[]> {
  const code = countryCode.toUpperCase()
  let found = states.get(code)
  if (!found) {
    found = load()
      .then((data) => data.getStatesOfCountry(code))
      .then((rows) =>
        rows
          .map((row) => ({ code: row.iso2, name: row.name, country_code: code, key: searchKey(row.name) }))
          .sort(byNameOrder),
      )
    found.catch(() => states.delete(code))
    states.set(code, found)
  }
  return found
}

/** A state of the country by its code or its name (case, accents and punctuation aside). */
export async function findState(countryCode: string, codeOrName: string): Promise<State | undefined> {
  const list = await statesOf(countryCode)
  const upper = codeOrName.trim().toUpperCase()
  const key = searchKey(codeOrName)
  return list.find((state) => state.code.toUpperCase() === upper) ?? list.find((state) => state.key === key)
}

interface CachedCities {
  cities: Promise<City[]>
  count: number
}

const cities = new Map<string, CachedCities>()

/** Least recently used states leave the cache first, until it holds at most CITY_CACHE_LIMIT cities. */
function evict() {
  let total = 0
  for (const entry of cities.values()) total += entry.count
  for (const [id, entry] of cities) {
    if (total <= CITY_CACHE_LIMIT || cities.size === 1) return
    cities.delete(id)
    total -= entry.count
  }
}

/** The cities of one state, alphabetical, one per name. */
export function citiesOf(countryCode: string, stateCode: string): Promise<City[]> {
  const id = `${countryCode}/${stateCode}`
  const cached = cities.get(id)
  if (cached) {
    cities.delete(id)
    cities.set(id, cached)
    return cached.cities
  }
  const entry: CachedCities = { cities: Promise.resolve([]), count: 0 }
  entry.cities = load()
    .then((data) => data.getCitiesOfState(countryCode, stateCode))
    .then((rows) => {
      const byName = new Map<string, City>()
      for (const row of rows) {
        byName.set(row.name, {
          name: row.name,
          state_code: stateCode,
          country_code: countryCode,
          key: searchKey(row.name),
        })
      }
      entry.count = byName.size
      evict()
      return [...byName.values()].sort(byNameOrder)
    })
  entry.cities.catch(() => cities.delete(id))
  cities.set(id, entry)
  return entry.cities
}

/** The cities of a whole country (every state's), alphabetical. */
export async function citiesOfCountry(countryCode: string): Promise<City[]> {
  const all = await Promise.all((await statesOf(countryCode)).map((state) => citiesOf(countryCode, state.code)))
  return all.flat().sort(byNameOrder)
}

/**
 * The contract gives a city a UUID; the dataset has numbers that may change between its releases. A name-based
 * UUID (version 5, RFC 9562) of country, state and name gives the same city the same id on every server, across
 * restarts and dataset updates, and two cities of one name in one state (the dataset has a few) one entry.
 */
const CITY_NAMESPACE = Buffer.from('5c3e0f7a9b1d4e2f8a6c0d1e2f3a4b5c', 'hex')

export function cityId(countryCode: string, stateCode: string | null, name: string): string {
  const hash = createHash('sha1')
    .update(CITY_NAMESPACE)
    .update(`${countryCode}/${stateCode ?? ''}/${name}`)
    .digest()
  hash[6] = (hash[6]! & 0x0f) | 0x50
  hash[8] = (hash[8]! & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
