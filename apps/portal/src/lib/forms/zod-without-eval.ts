import { config } from 'zod'

// Zod compiles object parsers with `Function` unless told not to, and probes for it first: under our CSP
// (`script-src 'self'`, no 'unsafe-eval') the probe fails quietly but the browser reports a violation on every page
// with a form. Told so, it parses without compiling and never asks (issue 17).
config({ jitless: true })
