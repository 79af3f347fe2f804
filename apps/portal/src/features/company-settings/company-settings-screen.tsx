import type { BillingInfoData, BillingInfoValues, CompanyInfoData, CompanyInfoValues } from '@hireloop/flows'
import { emptyBillingInfo } from '@hireloop/flows'
import { css } from '@hireloop/styled-system/css'
import type { ReferenceLookups } from '../../lib/data/reference-lookups.ts'
import { AppLink } from '../../lib/ui/app-link.tsx'
import { BillingInfoForm } from './billing-info-form.tsx'
import { CompanyInfoForm } from './company-info-form.tsx'
import { muted, page, pageTitle, stack } from './company-settings-styles.ts'
import { LogoEditor } from './logo-editor.tsx'

export interface CompanySettingsScreenProps {
  companyName: string
  company: CompanyInfoValues
  /** Changes when the company is read again (after a 412): the form starts over from the new values. */
  companyRevision: string
  logoSrc?: string
  /** The company's billing info, or null while it has none (GET /billing_info answered 404). */
  billing: BillingInfoValues | null
  /** The places the forms look up as the employer types (GET /country, /state, /city). */
  lookups: Pick<ReferenceLookups, 'countries' | 'states' | 'cities'>
  /** The last save was refused because someone else changed the company first (412). */
  stale: boolean
  onReload: () => void
  onSaveCompany: (data: CompanyInfoData) => Promise<unknown>
  onUploadLogo: (image: File) => Promise<unknown>
  /** Creates the billing info when there is none, else replaces it. */
  onSaveBilling: (data: BillingInfoData) => Promise<unknown>
}

const section = css({ display: 'flex', flexDirection: 'column', gap: '4', scrollMarginTop: '20' })
const sectionTitle = css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg' })

/** /company-settings (docs/product.md §2): company information and logo, billing information, a way to the team. */
export function CompanySettingsScreen(props: CompanySettingsScreenProps) {
  const { companyName, billing, lookups } = props
  return (
    <div className={page}>
      <h1 className={pageTitle}>Company settings</h1>
      <section aria-labelledby="company-information" className={section}>
        <h2 id="company-information" className={sectionTitle}>
          Company information
        </h2>
        <p className={muted}>Talents see this on your company page and on every vacancy you post.</p>
        <LogoEditor companyName={companyName} src={props.logoSrc} onUpload={props.onUploadLogo} />
        <CompanyInfoForm
          key={props.companyRevision}
          values={props.company}
          lookups={lookups}
          onSubmit={props.onSaveCompany}
          stale={props.stale}
          onReload={props.onReload}
        />
      </section>
      <section id="billing" aria-labelledby="billing-information" className={section}>
        <h2 id="billing-information" className={sectionTitle} tabIndex={-1}>
          Billing information
        </h2>
        <p className={muted}>
          {billing
            ? 'Your invoices carry this name, address and tax id.'
            : 'No billing information yet. Add it so your invoices carry the right name, address and tax id.'}
        </p>
        <BillingInfoForm
          key={billing ? 'update' : 'create'}
          values={billing ?? emptyBillingInfo}
          exists={billing !== null}
          lookups={lookups}
          onSubmit={props.onSaveBilling}
        />
      </section>
      <section aria-labelledby="team" className={stack}>
        <h2 id="team" className={sectionTitle}>
          Team
        </h2>
        <p className={muted}>
          Colleagues who hire with you. <AppLink to="/users">Manage your team</AppLink>
        </p>
      </section>
    </div>
  )
}
