import { listInvoicesQuery } from '@hireloop/api'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useLoaderData, useSearchParams } from 'react-router'
import { routeLoader } from '../../lib/data/route-module.ts'
import {
  billingInfoOrNullQuery,
  downloadInvoicePdf,
  INVOICE_PAGE_SIZE,
  invoiceSearchOf,
  invoiceSearchParams,
} from '../../lib/invoices/invoice-data.ts'
import { useServices } from '../../lib/services/services.tsx'
import { settledUser } from '../../lib/services/settled-user.ts'
import { BillingScreen } from './billing-screen.tsx'

/** Every open invoice fits one page: the contract's largest. */
const OPEN_QUERY = { query: { status: 'sent', size: 100 } } as const

function pageInput(search: URLSearchParams) {
  const { status, page } = invoiceSearchOf(search)
  return { query: { page, size: INVOICE_PAGE_SIZE, ...(status ? { status } : {}) } }
}

export const loader = routeLoader(async ({ request, services: { api, queryClient, session } }) => {
  const user = await settledUser(session, request.signal)
  await Promise.all([
    queryClient.ensureQueryData(listInvoicesQuery(api, pageInput(new URL(request.url).searchParams))),
    queryClient.ensureQueryData(listInvoicesQuery(api, OPEN_QUERY)),
    queryClient.ensureQueryData(billingInfoOrNullQuery(api)),
  ])
  return { companyName: user?.company?.name ?? 'your company' }
})

/** `/billing`: the employer's company's invoices, what is open and how to pay it, and its billing info. */
export function Component() {
  const { companyName } = useLoaderData<typeof loader>()
  const { api, queryClient } = useServices()
  const [search, setSearch] = useSearchParams()
  const { status } = invoiceSearchOf(search)
  const { data: invoices } = useSuspenseQuery(listInvoicesQuery(api, pageInput(search)))
  const { data: open } = useSuspenseQuery(listInvoicesQuery(api, OPEN_QUERY))
  const { data: billingInfo } = useSuspenseQuery(billingInfoOrNullQuery(api))
  return (
    <BillingScreen
      companyName={companyName}
      billingInfo={billingInfo}
      openInvoices={open.results}
      invoices={invoices}
      status={status}
      onStatusChange={(next) => setSearch(invoiceSearchParams(next))}
      onPageChange={(page) => setSearch(invoiceSearchParams(status, page))}
      onDownload={(invoice) => downloadInvoicePdf(api, queryClient, invoice)}
    />
  )
}
