import { describe } from 'vitest'
import { invoicesSuite } from './invoices-suite.ts'

describe('invoices on PGlite', () => invoicesSuite('pglite'))
