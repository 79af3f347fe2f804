import type { PaymentProvider } from './payment-provider.ts'

/** Our bank account, from the configuration (PAYMENT_ACCOUNT_HOLDER, PAYMENT_IBAN, PAYMENT_BIC). */
export interface BankAccount {
  accountHolder: string
  iban: string
  bic: string
}

/**
 * The built-in provider: the company transfers the total to our account quoting the invoice number, and a recruiter
 * marks the invoice paid when the transfer arrives (the bank statement is the proof; no card data ever reaches us).
 */
export function bankTransferProvider(account: BankAccount): PaymentProvider {
  return {
    id: 'bank_transfer',
    confirmsPayment: 'recruiter',
    instructions: (invoice) => ({
      provider: 'bank_transfer',
      reference: invoice.number,
      account_holder: account.accountHolder,
      iban: account.iban,
      bic: account.bic,
    }),
  }
}
