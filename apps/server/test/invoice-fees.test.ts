import { describe, expect, it } from 'vitest'
import {
  MAXIMUM_FEE,
  MINIMUM_FEE,
  OUTSIDE_EU_NOTE,
  placementFee,
  REVERSE_CHARGE_NOTE,
  taxOf,
  vatTreatment,
} from '../src/resources/invoices/invoices.fees.ts'

describe('the placement fee (ADR 0086)', () => {
  it('is 20% of the yearly midpoint, in minor units of the vacancy currency', () => {
    expect(placementFee({ min: 60_000, max: 80_000, currency: 'EUR', period: 'year' })).toEqual({
      currency: 'EUR',
      amount: 1_400_000,
    })
    // 5,000-6,000 a month is 66,000 a year: 13,200.00.
    expect(placementFee({ min: 5_000, max: 6_000, currency: 'CHF', period: 'month' })).toEqual({
      currency: 'CHF',
      amount: 1_320_000,
    })
    // 50-61 an hour, 2,080 hours: 115,440 a year, 23,088.00.
    expect(placementFee({ min: 50, max: 61, currency: 'USD', period: 'hour' }).amount).toBe(2_308_800)
    // The yen has no minor unit.
    expect(placementFee({ min: 8_000_000, max: 9_000_001, currency: 'JPY', period: 'year' })).toEqual({
      currency: 'JPY',
      amount: 1_700_000,
    })
  })

  it('is the flat minimum without a range, and capped at what an invoice line holds', () => {
    expect(placementFee(null)).toEqual(MINIMUM_FEE)
    expect(placementFee({ min: 100_000_000, max: 100_000_000, currency: 'EUR', period: 'hour' }).amount).toBe(
      MAXIMUM_FEE,
    )
  })
})

describe('VAT (ADR 0086)', () => {
  it('charges German VAT in Germany, without billing information and to EU companies without a VAT id', () => {
    for (const billing of [{ country: 'DE', tax_id: 'DE136695976' }, null, { country: 'FR', tax_id: null }]) {
      expect(vatTreatment(billing)).toEqual({ kind: 'domestic', percent: 19, note: null })
    }
  })

  it('reverses the charge for an EU business with a VAT id, and charges none outside the EU', () => {
    expect(vatTreatment({ country: 'NL', tax_id: 'NL004495445B01' })).toEqual({
      kind: 'reverse_charge',
      percent: 0,
      note: REVERSE_CHARGE_NOTE,
    })
    for (const country of ['CH', 'GB', 'US']) {
      expect(vatTreatment({ country, tax_id: null })).toEqual({ kind: 'outside_eu', percent: 0, note: OUTSIDE_EU_NOTE })
    }
  })

  it('rounds VAT to the nearest minor unit', () => {
    expect(taxOf(1_550_100, 19)).toBe(294_519)
    expect(taxOf(50, 19)).toBe(10)
    expect(taxOf(1_000, 0)).toBe(0)
  })
})
