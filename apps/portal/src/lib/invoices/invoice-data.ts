import { callOperation, downloadInvoicePdfQuery, getBillingInfoQuery, isApiError, type ApiClient } from '@hireloop/api'
import { INVOICE_STATUSES } from '@hireloop/flows/rules'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { saveBlob } from '../files/save-blob.ts'
import type { Invoice, InvoiceStatus } from './invoice-format.ts'

/** docs/product.md §9: lists show 10 a page. */
export const INVOICE_PAGE_SIZE = 10

/** The list's place in the URL: `?status=sent&page=2` (all statuses, page 1 when absent or not valid). */
export function invoiceSearchOf(search: URLSearchParams): { status: InvoiceStatus | null; page: number } {
  const status = search.get('status')
  const page = Number(search.get('page'))
  return {
    status: (INVOICE_STATUSES as readonly string[]).includes(status ?? '') ? (status as InvoiceStatus) : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

/** The URL search of a list at this status and page; a new filter starts again at page 1. */
export function invoiceSearchParams(status: InvoiceStatus | null, page = 1): Record<string, string> {
  return { ...(status ? { status } : {}), ...(page > 1 ? { page: String(page) } : {}) }
}

/**
 * A company's billing info, or null while it has none. GET /billing_info answers 404 then, an expected answer, so
 * the call asks for no error toast (docs/product.md §7: "Getting billing info shows no error toast").
 */
export function billingInfoOrNullQuery(api: ApiClient, companyId?: string) {
  const input = companyId ? { query: { companyId } } : {}
  return queryOptions({
    queryKey: getBillingInfoQuery(api, input).queryKey,
    queryFn: async ({ signal }) => {
      try {
        return await callOperation(api, 'getBillingInfo', input, { signal, errorMessage: false })
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null
        throw error
      }
    },
  })
}

/**
 * Saves an invoice's PDF as `<number>.pdf`. The download needs the bearer token, so the bytes come through the client
 * as a blob, read fresh each time (a sent invoice's PDF differs from its draft's).
 */
export async function downloadInvoicePdf(api: ApiClient, queryClient: QueryClient, invoice: Invoice) {
  const query = downloadInvoicePdfQuery(api, { path: { id: invoice.id } })
  const blob = await queryClient.fetchQuery({ ...query, staleTime: 0, gcTime: 0 })
  saveBlob(blob as Blob, `${invoice.number}.pdf`)
}
