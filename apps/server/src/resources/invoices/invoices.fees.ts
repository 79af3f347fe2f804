import type { SalaryPeriod } from '../../db/schema.ts'

/**
 * The placement fee and the VAT of an invoice (ADR 0086). Plain functions over plain values, so the rule written in
 * the ADR is the rule tested here.
 */

/** Our share of the hire's first-year salary. */
export const PLACEMENT_FEE_PERCENT = 20
/** A vacancy without a salary range is billed this flat fee, in euros (our price list's currency). */
export const MINIMUM_FEE = { currency: 'EUR', amount: 500_000 } as const
/** The contract's largest line amount (`InvoiceLine.unit_amount`): a fee above it is capped. */
export const MAXIMUM_FEE = 1_000_000_000
/** Days a company has to pay, from the day the invoice is written. */
export const PAYMENT_TERM_DAYS = 30

/** How many of each period make a year: 12 months; 52 weeks of 40 hours. */
const PERIODS_PER_YEAR: Record<SalaryPeriod, number> = { year: 1, month: 12, hour: 2080 }

/** Minor units per whole unit of a currency (100 for EUR, 1 for JPY), from the platform's currency data. */
export function minorUnitsPerUnit(currency: string): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits
  return 10 ** (digits ?? 2)
}

export interface SalaryRange {
  min: number
  max: number
  currency: string
  period: SalaryPeriod
}

/**
 * The fee for a hire: PLACEMENT_FEE_PERCENT of the midpoint of the vacancy's salary range made yearly, in minor units
 * of the vacancy's currency, rounded to the nearest minor unit; the flat MINIMUM_FEE when the vacancy has no range.
 */
export function placementFee(salary: SalaryRange | null): { currency: string; amount: number } {
  if (!salary) return { ...MINIMUM_FEE }
  // Twice the midpoint, so the arithmetic stays in whole numbers until the one rounding.
  const doubleYearly = (salary.min + salary.max) * PERIODS_PER_YEAR[salary.period]
  const amount = Math.round((doubleYearly * PLACEMENT_FEE_PERCENT * minorUnitsPerUnit(salary.currency)) / 200)
  return { currency: salary.currency, amount: Math.min(amount, MAXIMUM_FEE) }
}

/** We issue invoices from Germany: the EU member states (ISO 3166 codes; Greece is GR here, EL in VAT ids). */
export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV',
  'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
]) // prettier-ignore

export const GERMAN_VAT_PERCENT = 19

export type VatKind = 'domestic' | 'reverse_charge' | 'outside_eu'

export interface VatTreatment {
  kind: VatKind
  percent: number
  /** What the invoice must say when it charges no VAT; null when it charges VAT. */
  note: string | null
}

export const REVERSE_CHARGE_NOTE =
  'Reverse charge: VAT is to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC).'
export const OUTSIDE_EU_NOTE =
  'Not subject to German VAT: the service is supplied to a business outside the EU (§ 3a (2) UStG).'

/**
 * The VAT of an invoice, from the company's billing country and tax id: German VAT for a company in Germany; none,
 * under the reverse charge, for a business elsewhere in the EU that gave a VAT id; none for a company outside the
 * EU. Without billing information, or an EU company without a VAT id, we charge German VAT: the safe side.
 */
export function vatTreatment(billing: { country: string | null; tax_id: string | null } | null): VatTreatment {
  const country = billing?.country ?? null
  if (country === null || country === 'DE') return { kind: 'domestic', percent: GERMAN_VAT_PERCENT, note: null }
  if (EU_COUNTRIES.has(country)) {
    return billing?.tax_id
      ? { kind: 'reverse_charge', percent: 0, note: REVERSE_CHARGE_NOTE }
      : { kind: 'domestic', percent: GERMAN_VAT_PERCENT, note: null }
  }
  return { kind: 'outside_eu', percent: 0, note: OUTSIDE_EU_NOTE }
}

/** VAT on a subtotal, rounded half up to the minor unit. */
export const taxOf = (subtotal: number, percent: number) => Math.round((subtotal * percent) / 100)
