import {
  TAX_ID_FORMATS,
  normalizeTaxId,
  taxIdCheckDigitsProblem,
  taxIdFormatProblem,
  taxIdProblem,
} from '@hireloop/flows/rules'
import { euVat, stdnum, type Validator } from 'stdnum'

/**
 * Tax ids by the billing address's country (ADR 0066). The countries, their formats and every sentence are the
 * flows table's, which the portal and the mock marketplace check with too; this adds what a browser does not: the
 * check digits, python-stdnum's checks ported as the `stdnum` package. A country not in the table takes any tax id.
 */

/** The validators that are not the EU VAT number of their country (stdnum's `euVat` holds those). */
const NON_EU: Readonly<Record<string, Validator | undefined>> = {
  GB: stdnum.GB?.vat,
  CH: stdnum.CH?.vat,
  NO: stdnum.NO?.mva,
  US: stdnum.US?.ein,
}

/**
 * A validator for every country of the flows table; a missing one (a country added there, or an upgrade of stdnum
 * renamed it) fails at start, not at a request.
 */
const VALIDATORS: ReadonlyMap<string, Validator> = new Map(
  Object.keys(TAX_ID_FORMATS).map((country) => {
    const validator = NON_EU[country] ?? euVat[country]?.[0]
    if (!validator) throw new Error(`stdnum has no tax id validator for ${country}`)
    return [country, validator]
  }),
)

export type TaxIdCheck = { ok: true; value: string } | { ok: false; message: string }

/**
 * Checks a tax id against its country's format and check digits, and answers it in one canonical spelling (upper
 * case, no spaces, dots or hyphens, as the flows pattern has it: EU VAT numbers with their prefix, Norway's with NO;
 * an EIN as 12-3456789), or the sentence to show.
 */
export function checkTaxId(country: string, taxId: string): TaxIdCheck {
  const typed = taxId.trim().toUpperCase()
  const validator = VALIDATORS.get(country)
  if (!validator) return { ok: true, value: typed.replace(/\s+/g, ' ') }
  const shape = taxIdProblem(country, typed)
  if (shape) return { ok: false, message: shape }
  const result = validator.validate(typed)
  if (!result.isValid) {
    // stdnum is stricter than the pattern in places (a length within a range); its format is still the one named.
    const checkDigits = result.error?.name === 'InvalidChecksum'
    return { ok: false, message: (checkDigits ? taxIdCheckDigitsProblem(country) : taxIdFormatProblem(country))! }
  }
  if (country === 'US') return { ok: true, value: validator.format(result.compact) }
  const compact = normalizeTaxId(typed)
  // One spelling is stored: with the NO the pattern lets people leave out.
  return { ok: true, value: country === 'NO' && !compact.startsWith('NO') ? `NO${compact}` : compact }
}
