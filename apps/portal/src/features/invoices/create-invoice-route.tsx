import { createCompanyInvoiceMutation, getCompanyQuery } from '@hireloop/api'
import { useMutation } from '@tanstack/react-query'
import { useLoaderData, useNavigate } from 'react-router'
import { routeLoader } from '../../lib/data/route-module.ts'
import { billingInfoOrNullQuery } from '../../lib/invoices/invoice-data.ts'
import { useServices } from '../../lib/services/services.tsx'
import { showErrorToast, toastSuccess } from '../../lib/toast.ts'
import { CreateInvoiceScreen } from './create-invoice-screen.tsx'

/** The company's name, and its invoice currency when it has billing info. */
export const loader = routeLoader(async ({ params, services: { api, queryClient } }) => {
  const companyId = params.id ?? ''
  const [company, billing] = await Promise.all([
    queryClient.ensureQueryData(getCompanyQuery(api, { path: { id: companyId } })),
    queryClient.ensureQueryData(billingInfoOrNullQuery(api, companyId)),
  ])
  return { companyId, companyName: company.name, currency: billing?.currency }
})

/** `/company/{id}/create-invoice`: a recruiter writes a draft; the invoices list shows it, with a toast. */
export function Component() {
  const { companyId, companyName, currency } = useLoaderData<typeof loader>()
  const { api } = useServices()
  const navigate = useNavigate()
  const create = useMutation({ ...createCompanyInvoiceMutation(api), onError: showErrorToast })
  return (
    <CreateInvoiceScreen
      companyId={companyId}
      companyName={companyName}
      currency={currency}
      onSubmit={async (data) => {
        const invoice = await create.mutateAsync({ path: { id: companyId }, body: data })
        toastSuccess(`Invoice ${invoice.number} created`, 'It is a draft until you send it.')
        await navigate(`/company/${encodeURIComponent(companyId)}/invoices`)
      }}
    />
  )
}
