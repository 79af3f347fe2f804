// Mutants that change no behaviour of a machine, left out of the mutation run (ADR 0054): the `description` texts of
// states and machines (shown in the live diagram only) and the `types` of `setup()`, which exist for TypeScript alone.

/** A `types` property given to `setup()` (`path` is a Babel NodePath). */
function isSetupTypes(path) {
  const call = path.parentPath?.parentPath
  return (
    call?.node.type === 'CallExpression' && call.node.callee.type === 'Identifier' && call.node.callee.name === 'setup'
  )
}

export const strykerPlugins = [
  {
    kind: 'Ignore',
    name: 'MachineDocs',
    value: {
      shouldIgnore(path) {
        if (path.node.type !== 'ObjectProperty' || path.node.key.type !== 'Identifier') return undefined
        if (path.node.key.name === 'description') return 'A description documents the diagram; no code reads it.'
        if (path.node.key.name === 'types' && isSetupTypes(path)) return 'setup() types exist for TypeScript only.'
        return undefined
      },
    },
  },
]
