/** JSON of a context without functions and class instances (schemas, storages), which carry no walk state. */
export function plainContext(context: unknown): unknown {
  return JSON.parse(
    JSON.stringify(context ?? null, (_, value: unknown) => {
      if (typeof value === 'function') return undefined
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const proto = Object.getPrototypeOf(value)
        if (proto !== Object.prototype && proto !== null) return undefined
      }
      return value
    }),
  )
}
