import nodeModule from 'node:module'

// Node keeps V8's compiled code of the server and its dependencies on disk between starts (in the system's temporary
// directory unless NODE_COMPILE_CACHE says where; NODE_DISABLE_COMPILE_CACHE=1 turns it off). Compiling them again
// cost about a tenth of every start (ADR 0003). It must be on before they load, hence this module of its own. Not
// every Node 20 has it (20.20 does not): there the server starts without the cache, a little slower.
const { enableCompileCache, flushCompileCache } = nodeModule as Partial<typeof nodeModule>
enableCompileCache?.()
await import('./start.ts')
// Written now, not only at exit: a server that is killed rather than stopped still leaves it for the next start.
flushCompileCache?.()
