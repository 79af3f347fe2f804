import { describe, expect, it } from 'vitest'
import {
  TAX_ID_FORMATS,
  normalizeTaxId,
  taxIdCheckDigitsProblem,
  taxIdFormatProblem,
  taxIdHint,
  taxIdProblem,
} from './tax-id.rules.ts'

describe('tax ids per country of the billing address', () => {
  it('every example of the table fits its own pattern', () => {
    for (const [country, format] of Object.entries(TAX_ID_FORMATS)) {
      expect(taxIdProblem(country, format.example), country).toBeNull()
    }
  })

  it('accepts the ways people write a number: spaces, dots, hyphens, lower case', () => {
    expect(taxIdProblem('DE', 'de 123 456 789')).toBeNull()
    expect(taxIdProblem('US', '12-3456789')).toBeNull()
    expect(taxIdProblem('CH', 'CHE-123.456.789 TVA')).toBeNull()
    expect(taxIdProblem('NO', '123 456 789 MVA')).toBeNull()
    expect(normalizeTaxId('nl 1234.56789-b01')).toBe('NL123456789B01')
  })

  it('refuses a number of another shape, naming the expected format and an example', () => {
    expect(taxIdProblem('DE', 'DE12345678')).toBe(
      'This is not a VAT number of Germany. Use DE followed by 9 digits, for example DE123456789.',
    )
    expect(taxIdProblem('GR', 'GR123456789')).toMatch(/EL followed by 9 digits/)
    expect(taxIdProblem('FR', 'DE123456789')).toMatch(/^This is not a VAT number of France\./)
    expect(taxIdProblem('US', '1234567')).toBe(
      'This is not an EIN of United States. Use 9 digits written as 2, a hyphen and 7, for example 12-3456789.',
    )
    // The server's stdnum wants the suffix of a Swiss or Norwegian VAT number; so does the portal.
    expect(taxIdProblem('CH', 'CHE-123.456.789')).toBe(taxIdFormatProblem('CH'))
    expect(taxIdProblem('NO', 'NO123456789')).toMatch(/^This is not a VAT number of Norway\. Use 9 digits and MVA/)
  })

  it('names the check digits when the shape fits but the number does not exist (the server tells)', () => {
    expect(taxIdCheckDigitsProblem('DE')).toBe(
      'This VAT number of Germany does not exist: its check digits do not match. Check it for a typo.',
    )
    expect(taxIdCheckDigitsProblem('JP')).toBeNull()
  })

  it('is optional, and free-form where the table has no format', () => {
    expect(taxIdProblem('DE', '')).toBeNull()
    expect(taxIdProblem('DE', '   ')).toBeNull()
    expect(taxIdProblem('JP', 'T1234567890123')).toBeNull()
    expect(taxIdProblem('JP', 'x'.repeat(51))).toBe('Use at most 50 characters.')
  })

  it('hints the format of the chosen country', () => {
    expect(taxIdHint('AT')).toBe(
      'Optional. A VAT number of Austria: ATU followed by 8 digits, for example ATU12345678.',
    )
    expect(taxIdHint('')).toBe('Optional. Write it as your tax office does.')
  })
})
