import {
  createBillingInfoMutation,
  getCompanyQuery,
  isApiError,
  updateBillingInfoMutation,
  updateCompanyMutation,
  uploadCompanyLogoMutation,
} from '@hireloop/api'
import { billingInfoValuesOf, companyInfoValuesOf, toBillingInfoBody, toUpdateCompanyBody } from '@hireloop/flows'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useLoaderData, useLocation } from 'react-router'
import { referenceLookups } from '../../lib/data/reference-lookups.ts'
import { routeLoader } from '../../lib/data/route-module.ts'
import { useStoredImage } from '../../lib/files/use-stored-image.ts'
import { billingInfoOrNullQuery } from '../../lib/invoices/invoice-data.ts'
import { useServices } from '../../lib/services/services.tsx'
import { settledUser } from '../../lib/services/settled-user.ts'
import { showErrorToast, toastSuccess } from '../../lib/toast.ts'
import { CompanySettingsScreen } from './company-settings-screen.tsx'

/** The employer's company and its billing info, read before the page shows (the company read gives the ETag). */
export const loader = routeLoader(async ({ request, services: { api, queryClient, session } }) => {
  const user = await settledUser(session, request.signal)
  const companyId = user?.companyId ?? ''
  await Promise.all([
    queryClient.ensureQueryData(getCompanyQuery(api, { path: { id: companyId } })),
    queryClient.ensureQueryData(billingInfoOrNullQuery(api)),
  ])
  return { companyId }
})

/** `/company-settings`: company information, logo and billing information (ADR 0069). */
export function Component() {
  const { companyId } = useLoaderData<typeof loader>()
  const { api, queryClient } = useServices()
  const companyQuery = getCompanyQuery(api, { path: { id: companyId } })
  const { data: company } = useSuspenseQuery(companyQuery)
  const { data: billing } = useSuspenseQuery(billingInfoOrNullQuery(api))
  const logoSrc = useStoredImage(company.imageUrl)
  const [stale, setStale] = useState(false)
  const [revision, setRevision] = useState(0)
  const updateCompany = useMutation(updateCompanyMutation(api))
  const uploadLogo = useMutation({ ...uploadCompanyLogoMutation(api), onError: showErrorToast })
  const createBilling = useMutation({ ...createBillingInfoMutation(api), onError: showErrorToast })
  const updateBilling = useMutation({ ...updateBillingInfoMutation(api), onError: showErrorToast })
  const { hash } = useLocation()

  // The onboarding checklist links to #billing: bring the section into view and give it the focus.
  useEffect(() => {
    if (hash !== '#billing') return
    document.getElementById('billing')?.scrollIntoView()
    document.getElementById('billing-information')?.focus()
  }, [hash])

  return (
    <CompanySettingsScreen
      companyName={company.name}
      company={companyInfoValuesOf(company)}
      companyRevision={`${revision}`}
      logoSrc={logoSrc}
      billing={billing && billingInfoValuesOf(billing)}
      lookups={referenceLookups(api)}
      stale={stale}
      onReload={async () => {
        await queryClient.fetchQuery({ ...companyQuery, staleTime: 0 })
        setStale(false)
        setRevision((r) => r + 1)
      }}
      onSaveCompany={async (data) => {
        try {
          await updateCompany.mutateAsync({ path: { id: companyId }, body: toUpdateCompanyBody(data) })
        } catch (error) {
          // A lost race is explained beside the form, with the way out; anything else is a toast.
          if (isApiError(error) && error.status === 412) setStale(true)
          else showErrorToast(error)
          throw error
        }
        setStale(false)
        toastSuccess('Company information updated')
      }}
      onUploadLogo={async (image) => {
        await uploadLogo.mutateAsync({ path: { id: companyId }, body: { file: image } })
        toastSuccess('Company logo uploaded')
      }}
      onSaveBilling={async (data) => {
        const body = toBillingInfoBody(data)
        if (billing) {
          await updateBilling.mutateAsync({ body })
          toastSuccess('Billing info updated')
        } else {
          await createBilling.mutateAsync({ body })
          toastSuccess('Billing info created')
        }
      }}
    />
  )
}
