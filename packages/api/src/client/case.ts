/** `first_name` -> `firstName`; leading underscores and already camel keys are kept. */
export function toCamelCase(key: string): string {
  return key.replace(/(?<=[A-Za-z0-9])_+([A-Za-z0-9])/g, (_, c: string) => c.toUpperCase())
}

/** `firstName` -> `first_name`; already snake keys are kept. */
export function toSnakeCase(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase()
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

type Direction = 'toCamel' | 'toSnake'

/**
 * Converts keys deeply (objects inside arrays too), never values. `freeForm` lists the wire paths
 * (`results[].metadata`) of free-form maps, generated from the contract: their keys are data, not field names,
 * so they are copied untouched.
 */
function convert(value: unknown, direction: Direction, freeForm: ReadonlySet<string>, at: string): unknown {
  if (Array.isArray(value)) return value.map((item) => convert(item, direction, freeForm, `${at}[]`))
  if (!isPlainObject(value)) return value
  if (freeForm.has(at)) return value
  const out: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(value)) {
    const next = direction === 'toCamel' ? toCamelCase(key) : toSnakeCase(key)
    const wireKey = direction === 'toCamel' ? key : next
    out[next] = convert(child, direction, freeForm, at ? `${at}.${wireKey}` : wireKey)
  }
  return out
}

const none: ReadonlySet<string> = new Set()

export function camelizeKeys<T = unknown>(value: unknown, freeForm: Iterable<string> = none): T {
  return convert(value, 'toCamel', new Set(freeForm), '') as T
}

export function snakeizeKeys<T = unknown>(value: unknown, freeForm: Iterable<string> = none): T {
  return convert(value, 'toSnake', new Set(freeForm), '') as T
}
