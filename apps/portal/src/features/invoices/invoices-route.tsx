import {
  getCompanyQuery,
  listCompanyInvoicesQuery,
  listInvoicesQuery,
  setInvoiceStatusMutation,
  type ApiClient,
} from '@hireloop/api'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { Navigate, useLoaderData, useSearchParams } from 'react-router'
import { ObjectHistory } from '../../lib/audit/object-history.tsx'
import { routeLoader } from '../../lib/data/route-module.ts'
import {
  downloadInvoicePdf,
  INVOICE_PAGE_SIZE,
  invoiceSearchOf,
  invoiceSearchParams,
} from '../../lib/invoices/invoice-data.ts'
import type { InvoiceStatus } from '../../lib/invoices/invoice-format.ts'
import { useServices } from '../../lib/services/services.tsx'
import { settledUser } from '../../lib/services/settled-user.ts'
import { toastSuccess } from '../../lib/toast.ts'
import { InvoicesScreen } from './invoices-screen.tsx'

const MOVED: Record<InvoiceStatus, string> = {
  draft: 'is a draft again',
  sent: 'sent',
  paid: 'marked paid',
  void: 'voided',
}

/** Recruiters read a company's invoices under /admin; employers their own company's, under their scope. */
function invoicesQuery(api: ApiClient, viewer: 'recruiter' | 'employer', companyId: string, search: URLSearchParams) {
  const { status, page } = invoiceSearchOf(search)
  const query = { page, size: INVOICE_PAGE_SIZE, ...(status ? { status } : {}) }
  return viewer === 'recruiter'
    ? listCompanyInvoicesQuery(api, { path: { id: companyId }, query })
    : listInvoicesQuery(api, { query })
}

export const loader = routeLoader(async ({ request, params, services: { api, queryClient, session } }) => {
  const user = await settledUser(session, request.signal)
  const companyId = params.id ?? ''
  const search = new URL(request.url).searchParams
  if (user?.userType === 'employer') {
    // An employer reads their own company's invoices only: another company's address leads to their own.
    if (user.companyId !== companyId)
      return { kind: 'elsewhere' as const, to: `/company/${user.companyId ?? ''}/invoices` }
    await queryClient.ensureQueryData(invoicesQuery(api, 'employer', companyId, search))
    return { kind: 'employer' as const, companyId, companyName: user.company?.name ?? 'your company' }
  }
  const [company] = await Promise.all([
    queryClient.ensureQueryData(getCompanyQuery(api, { path: { id: companyId } })),
    queryClient.ensureQueryData(invoicesQuery(api, 'recruiter', companyId, search)),
  ])
  return { kind: 'recruiter' as const, companyId, companyName: company.name }
})

/** `/company/{id}/invoices`: the invoices of one company, for recruiters and that company's employers. */
export function Component() {
  const data = useLoaderData<typeof loader>()
  if (data.kind === 'elsewhere') return <Navigate replace to={data.to} />
  return <Invoices {...data} viewer={data.kind} />
}

function Invoices({
  viewer,
  companyId,
  companyName,
}: {
  viewer: 'recruiter' | 'employer'
  companyId: string
  companyName: string
}) {
  const { api, queryClient } = useServices()
  const [search, setSearch] = useSearchParams()
  const { status } = invoiceSearchOf(search)
  const { data: invoices } = useSuspenseQuery(invoicesQuery(api, viewer, companyId, search))
  // The screen shows a refusal in words beside the table, so no toast repeats it.
  const move = useMutation(setInvoiceStatusMutation(api))
  return (
    <>
      <InvoicesScreen
        viewer={viewer}
        companyId={companyId}
        companyName={companyName}
        invoices={invoices}
        status={status}
        onStatusChange={(next) => setSearch(invoiceSearchParams(next))}
        onPageChange={(page) => setSearch(invoiceSearchParams(status, page))}
        onDownload={(invoice) => downloadInvoicePdf(api, queryClient, invoice)}
        onMove={
          viewer === 'recruiter'
            ? async (invoice, to) => {
                await move.mutateAsync({ path: { id: companyId, invoiceId: invoice.id }, body: { status: to } })
                toastSuccess(
                  `Invoice ${invoice.number} ${MOVED[to]}`,
                  to === 'sent' ? 'We email its PDF to the company’s billing address.' : undefined,
                )
              }
            : undefined
        }
      />
      {viewer === 'recruiter' && <ObjectHistory objectType="company" objectId={companyId} />}
    </>
  )
}
