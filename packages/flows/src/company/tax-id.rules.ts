// The tax ids of billing info, per country of the billing address (docs/product.md §3, ADR 0066). Pure data and
// functions: the server, the mock marketplace and the portal read the same table (`@hireloop/flows/rules`), so this
// is the one place for the countries, their formats and the sentences; the server adds only the check digits.

export interface TaxIdFormat {
  /** What the number is called there. */
  label: string
  /** The shape in words, for the hint under the field and the refusal. */
  format: string
  example: string
  /** Matches the normalised value (upper case, without spaces, dots or hyphens). */
  pattern: RegExp
}

const vat = (format: string, example: string, pattern: RegExp): TaxIdFormat => ({
  label: 'VAT number',
  format,
  example,
  pattern,
})

/**
 * EU VAT numbers as VIES writes them (the country prefix included; Greece uses EL), and the common ids of GB, CH,
 * NO and the US. A country outside the table takes any id up to 50 characters: the tax office's own writing.
 */
export const TAX_ID_FORMATS: Readonly<Record<string, TaxIdFormat>> = {
  AT: vat('ATU followed by 8 digits', 'ATU12345678', /^ATU\d{8}$/),
  BE: vat('BE followed by 10 digits, starting with 0 or 1', 'BE0123456789', /^BE[01]\d{9}$/),
  BG: vat('BG followed by 9 or 10 digits', 'BG123456789', /^BG\d{9,10}$/),
  CY: vat('CY followed by 8 digits and a letter', 'CY12345678X', /^CY\d{8}[A-Z]$/),
  CZ: vat('CZ followed by 8 to 10 digits', 'CZ12345678', /^CZ\d{8,10}$/),
  DE: vat('DE followed by 9 digits', 'DE123456789', /^DE\d{9}$/),
  DK: vat('DK followed by 8 digits', 'DK12345678', /^DK\d{8}$/),
  EE: vat('EE followed by 9 digits', 'EE123456789', /^EE\d{9}$/),
  ES: vat(
    'ES followed by 9 characters (a letter or digit, 7 digits, a letter or digit)',
    'ESX1234567X',
    /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  ),
  FI: vat('FI followed by 8 digits', 'FI12345678', /^FI\d{8}$/),
  FR: vat('FR followed by 2 letters or digits and 9 digits', 'FR12345678901', /^FR[A-Z0-9]{2}\d{9}$/),
  GR: vat('EL followed by 9 digits', 'EL123456789', /^EL\d{9}$/),
  HR: vat('HR followed by 11 digits', 'HR12345678901', /^HR\d{11}$/),
  HU: vat('HU followed by 8 digits', 'HU12345678', /^HU\d{8}$/),
  IE: vat('IE followed by 7 digits and 1 or 2 letters', 'IE1234567T', /^IE(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/),
  IT: vat('IT followed by 11 digits', 'IT12345678901', /^IT\d{11}$/),
  LT: vat('LT followed by 9 or 12 digits', 'LT123456789', /^LT(\d{9}|\d{12})$/),
  LU: vat('LU followed by 8 digits', 'LU12345678', /^LU\d{8}$/),
  LV: vat('LV followed by 11 digits', 'LV12345678901', /^LV\d{11}$/),
  MT: vat('MT followed by 8 digits', 'MT12345678', /^MT\d{8}$/),
  NL: vat('NL followed by 9 digits, B and 2 digits', 'NL123456789B01', /^NL\d{9}B\d{2}$/),
  PL: vat('PL followed by 10 digits', 'PL1234567890', /^PL\d{10}$/),
  PT: vat('PT followed by 9 digits', 'PT123456789', /^PT\d{9}$/),
  RO: vat('RO followed by 2 to 10 digits', 'RO1234567890', /^RO\d{2,10}$/),
  SE: vat('SE followed by 12 digits, ending in 01', 'SE123456789001', /^SE\d{10}01$/),
  SI: vat('SI followed by 8 digits', 'SI12345678', /^SI\d{8}$/),
  SK: vat('SK followed by 10 digits', 'SK1234567890', /^SK\d{10}$/),
  GB: vat('GB followed by 9 or 12 digits', 'GB123456789', /^GB(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/),
  CH: {
    label: 'UID (VAT) number',
    format: 'CHE followed by 9 digits and MWST, TVA or IVA',
    example: 'CHE-123.456.789 MWST',
    pattern: /^CHE\d{9}(MWST|TVA|IVA)$/,
  },
  NO: vat('9 digits and MVA, optionally with NO before', 'NO123456789MVA', /^(NO)?\d{9}MVA$/),
  US: { label: 'EIN', format: '9 digits written as 2, a hyphen and 7', example: '12-3456789', pattern: /^\d{9}$/ },
}

export const TAX_ID_MAX = 50

/** Upper case, without the spaces, dots and hyphens people write numbers with. */
export function normalizeTaxId(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, '')
}

export function taxIdFormatOf(country: string | null | undefined): TaxIdFormat | null {
  return (country && TAX_ID_FORMATS[country.toUpperCase()]) || null
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })
const countryNameOf = (code: string) => regionNames.of(code) ?? code

// "an EIN", but "a UID (VAT) number" (said you-eye-dee) and "a VAT number": the article the label is said with.
const withArticle = (label: string) => `${/^[AEIO]/i.test(label) ? 'an' : 'a'} ${label}`

/** The hint under the tax id field for the chosen country. */
export function taxIdHint(country: string | null | undefined): string {
  const format = taxIdFormatOf(country)
  if (!format) return 'Optional. Write it as your tax office does.'
  const hint = `${withArticle(format.label)} of ${countryNameOf(country!.toUpperCase())}`
  return `Optional. ${hint[0]!.toUpperCase()}${hint.slice(1)}: ${format.format}, for example ${format.example}.`
}

/**
 * The refusal of a tax id that does not have the country's shape, naming the expected format; null for a country
 * outside the table. The server answers it too, so the portal and the API say the same.
 */
export function taxIdFormatProblem(country: string): string | null {
  const format = taxIdFormatOf(country)
  if (!format) return null
  return `This is not ${withArticle(format.label)} of ${countryNameOf(country.toUpperCase())}. Use ${format.format}, for example ${format.example}.`
}

/**
 * The refusal of a tax id of the right shape whose check digits fail: a typo, most likely. Only the server tells
 * (python-stdnum's checks, ADR 0066), the browser checks the shape alone; null for a country outside the table.
 */
export function taxIdCheckDigitsProblem(country: string): string | null {
  const format = taxIdFormatOf(country)
  if (!format) return null
  return `This ${format.label} of ${countryNameOf(country.toUpperCase())} does not exist: its check digits do not match. Check it for a typo.`
}

/**
 * Why this tax id does not fit the country of the address, in a sentence naming the expected format; null when it
 * fits (or is empty: the id is optional).
 */
export function taxIdProblem(country: string | null | undefined, value: string | null | undefined): string | null {
  if (!value || value.trim() === '') return null
  if (value.trim().length > TAX_ID_MAX) return `Use at most ${TAX_ID_MAX} characters.`
  const format = taxIdFormatOf(country)
  if (!format || format.pattern.test(normalizeTaxId(value))) return null
  return taxIdFormatProblem(country!)
}
