import { euVat, stdnum, type Validator } from 'stdnum'

/**
 * Tax ids by the billing address's country (ADR 0066). The checks (format and check digits) are python-stdnum's,
 * ported as the `stdnum` package; what this table adds is the sentence a person reads when theirs does not pass,
 * which names the expected format, and the prefix that makes a VAT number usable across the EU (VIES shows it so).
 * A country not in the table takes any tax id: there is nothing we could check it against.
 */
interface TaxIdRule {
  validator: Validator
  /** Put in front of the compact number when it does not start with it already (EU VAT numbers: the country). */
  prefix: string
  /** "A German VAT number is DE followed by 9 digits." */
  format: string
}

/** A validator the table names; a missing one (an upgrade of stdnum renamed it) fails at start, not at a request. */
function required(validator: Validator | undefined, name: string): Validator {
  if (!validator) throw new Error(`stdnum has no tax id validator ${name}`)
  return validator
}

const eu = (country: string, prefix: string, format: string): [string, TaxIdRule] => [
  country,
  { validator: required(euVat[country]?.[0], `euVat.${country}`), prefix, format },
]

export const TAX_ID_RULES: ReadonlyMap<string, TaxIdRule> = new Map([
  eu('AT', 'AT', 'An Austrian VAT number is ATU followed by 8 digits.'),
  eu('BE', 'BE', 'A Belgian VAT number is BE followed by 10 digits.'),
  eu('BG', 'BG', 'A Bulgarian VAT number is BG followed by 9 or 10 digits.'),
  eu('HR', 'HR', 'A Croatian VAT number is HR followed by 11 digits.'),
  eu('CY', 'CY', 'A Cypriot VAT number is CY followed by 8 digits and a letter.'),
  eu('CZ', 'CZ', 'A Czech VAT number is CZ followed by 8 to 10 digits.'),
  eu('DK', 'DK', 'A Danish VAT number is DK followed by 8 digits.'),
  eu('EE', 'EE', 'An Estonian VAT number is EE followed by 9 digits.'),
  eu('FI', 'FI', 'A Finnish VAT number is FI followed by 8 digits.'),
  eu('FR', 'FR', 'A French VAT number is FR followed by 2 digits or letters and 9 digits.'),
  eu('DE', 'DE', 'A German VAT number is DE followed by 9 digits.'),
  // Greece's VAT numbers carry EL, not its ISO code.
  eu('GR', 'EL', 'A Greek VAT number is EL followed by 9 digits.'),
  eu('HU', 'HU', 'A Hungarian VAT number is HU followed by 8 digits.'),
  eu('IE', 'IE', 'An Irish VAT number is IE followed by 7 digits and 1 or 2 letters.'),
  eu('IT', 'IT', 'An Italian VAT number is IT followed by 11 digits.'),
  eu('LV', 'LV', 'A Latvian VAT number is LV followed by 11 digits.'),
  eu('LT', 'LT', 'A Lithuanian VAT number is LT followed by 9 or 12 digits.'),
  eu('LU', 'LU', 'A Luxembourg VAT number is LU followed by 8 digits.'),
  eu('MT', 'MT', 'A Maltese VAT number is MT followed by 8 digits.'),
  eu('NL', 'NL', 'A Dutch VAT number is NL followed by 9 digits, the letter B and 2 digits.'),
  eu('PL', 'PL', 'A Polish VAT number is PL followed by 10 digits.'),
  eu('PT', 'PT', 'A Portuguese VAT number is PT followed by 9 digits.'),
  eu('RO', 'RO', 'A Romanian VAT number is RO followed by 2 to 10 digits.'),
  eu('SK', 'SK', 'A Slovak VAT number is SK followed by 10 digits.'),
  eu('SI', 'SI', 'A Slovenian VAT number is SI followed by 8 digits.'),
  eu(
    'ES',
    'ES',
    'A Spanish VAT number is ES followed by 9 characters: a letter or digit, 7 digits, a letter or digit.',
  ),
  eu('SE', 'SE', 'A Swedish VAT number is SE followed by 12 digits.'),
  [
    'GB',
    {
      validator: required(stdnum.GB?.vat, 'GB.vat'),
      prefix: 'GB',
      format: 'A UK VAT number is GB followed by 9 or 12 digits.',
    },
  ],
  [
    'CH',
    {
      validator: required(stdnum.CH?.vat, 'CH.vat'),
      prefix: '',
      format: 'A Swiss VAT number is CHE followed by 9 digits and MWST, TVA or IVA (CHE-123.456.789 MWST).',
    },
  ],
  [
    'NO',
    {
      validator: required(stdnum.NO?.mva, 'NO.mva'),
      prefix: 'NO',
      format: 'A Norwegian VAT number is NO followed by 9 digits and MVA.',
    },
  ],
  [
    'US',
    {
      validator: required(stdnum.US?.ein, 'US.ein'),
      prefix: '',
      format: 'A US employer identification number (EIN) is 9 digits, written 12-3456789.',
    },
  ],
])

export type TaxIdCheck = { ok: true; value: string } | { ok: false; message: string }

/**
 * Checks a tax id against its country's format and check digits, and answers it in one canonical spelling (upper
 * case, no spaces or dots; EU VAT numbers with their prefix, an EIN as 12-3456789), or the sentence to show.
 */
export function checkTaxId(country: string, taxId: string): TaxIdCheck {
  const typed = taxId.trim().toUpperCase()
  const rule = TAX_ID_RULES.get(country)
  if (!rule) return { ok: true, value: typed.replace(/\s+/g, ' ') }
  const result = rule.validator.validate(typed)
  if (!result.isValid) {
    const checksum = result.error?.name === 'InvalidChecksum'
    return {
      ok: false,
      message: checksum
        ? `This tax id does not pass its check digits: look for a typo. ${rule.format}`
        : `This tax id does not have the expected format. ${rule.format}`,
    }
  }
  if (country === 'US') return { ok: true, value: rule.validator.format(result.compact) }
  const compact = result.compact
  return { ok: true, value: compact.startsWith(rule.prefix) ? compact : `${rule.prefix}${compact}` }
}
