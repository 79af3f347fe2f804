import {
  INVOICE_STATUSES,
  invoiceMayMove,
  invoiceMoveRefusal,
  type InvoiceStatus,
  type RecruiterLevel,
} from '@hireloop/flows/rules'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../src/accounts/passwords.ts'
import { defaultNotificationSettings } from '../src/accounts/users.ts'
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { extractText } from '../src/resources/parsing/text-extraction.ts'
import { OUTSIDE_EU_NOTE, REVERSE_CHARGE_NOTE } from '../src/resources/invoices/invoices.fees.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, countRows, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const TALENT = demo('talent.published@hireloop.test')
const EMPLOYER = demo('employer@hireloop.test')
const OTHER_EMPLOYER = demo('employer.new@hireloop.test')
const RECRUITER = demo('recruiter@hireloop.test')
const ADMIN = demo('admin@hireloop.test')
/** Northwind Robotics: billing information in Germany with a VAT id and a billing address. */
const COMPANY = DEMO_COMPANIES[0]!
/** Bright Harbor Studio: no billing information (its invoices go to its employers). */
const OTHER_COMPANY = OTHER_EMPLOYER.company_id!
const UNKNOWN = '00000000-0000-4000-8000-000000000000'

const LEVEL_EMAILS: Record<Exclude<RecruiterLevel, 'recruiter'>, string> = {
  sourcer: 'invoices.sourcer@hireloop.test',
  senior_recruiter: 'invoices.senior@hireloop.test',
  head_of_recruitment: 'invoices.head@hireloop.test',
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

const BODY = {
  currency: 'EUR',
  due_date: inDays(30),
  tax_percent: 19,
  lines: [
    { description: 'Placement fee: Robot fleet engineer', quantity: 1, unit_amount: 1_500_000 },
    { description: 'Assessment day', quantity: 2, unit_amount: 25_050 },
  ],
}

/**
 * Invoices (issue 15, ADR 0086): every operation per recruiter level, admin, the company's employers, another
 * company's and talents; bad input that changes nothing; every status move of the flows table; numbers without gaps
 * under concurrent writes; the draft a confirmed hire writes; the PDF and the mail that carries it.
 */
export function invoicesSuite(kind: DatabaseKind) {
  let t: TestServer
  const tokens: Record<string, string> = {}
  const as = (email: string) => tokens[email]!

  const create = (email: string, companyId = COMPANY.id, body: unknown = BODY) =>
    api(t.base, 'POST', `/admin/company/${companyId}/invoice`, { token: as(email), body })
  const move = (email: string, id: string, status: InvoiceStatus, companyId = COMPANY.id) =>
    api(t.base, 'POST', `/admin/company/${companyId}/invoice/${id}/status`, { token: as(email), body: { status } })
  const pdf = async (path: string, email: string) => {
    const response = await fetch(`${t.base}/api/v1${path}`, { headers: { authorization: `Bearer ${as(email)}` } })
    return { status: response.status, type: response.headers.get('content-type'), bytes: await response.bytes() }
  }
  const stored = (id: string) => t.server.db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst()

  /** A draft of COMPANY written by the admin, moved on to `status` along the table. */
  async function invoiceIn(status: InvoiceStatus, companyId = COMPANY.id): Promise<string> {
    const response = await create(ADMIN.email, companyId)
    expect(response.status).toBe(201)
    const id = response.body.id as string
    const path: Record<InvoiceStatus, InvoiceStatus[]> = {
      draft: [],
      sent: ['sent'],
      paid: ['sent', 'paid'],
      void: ['void'],
    }
    for (const next of path[status]) expect((await move(ADMIN.email, id, next, companyId)).status).toBe(200)
    return id
  }

  beforeAll(async () => {
    t = await startTestServer(kind, { RATE_LIMITS: 'false' })
    const passwordHash = await hashPassword(DEMO_PASSWORD)
    for (const [level, email] of Object.entries(LEVEL_EMAILS)) {
      await t.server.db
        .insertInto('users')
        .values({
          user_type: 'recruiter',
          email,
          password_hash: passwordHash,
          first_name: 'Ines',
          last_name: 'Invoice',
          image_url: null,
          is_active: true,
          recruiter_level: level as RecruiterLevel,
          company_id: null,
          notification_settings: JSON.stringify(defaultNotificationSettings),
        })
        .execute()
    }
    const emails = [TALENT, EMPLOYER, OTHER_EMPLOYER, RECRUITER, ADMIN].map((user) => user.email)
    for (const email of [...emails, ...Object.values(LEVEL_EMAILS)]) {
      tokens[email] = (await signIn(t.base, email, DEMO_PASSWORD)).access_token
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  describe('creating', () => {
    it('a Head of Recruitment writes a draft: numbered, amounts in minor units, VAT, bank transfer', async () => {
      const response = await create(LEVEL_EMAILS.head_of_recruitment)
      expect(response.status).toBe(201)
      const year = new Date().getUTCFullYear()
      expect(response.body).toMatchObject({
        company_id: COMPANY.id,
        status: 'draft',
        currency: 'EUR',
        lines: [
          {
            description: 'Placement fee: Robot fleet engineer',
            quantity: 1,
            unit_amount: 1_500_000,
            amount: 1_500_000,
          },
          { description: 'Assessment day', quantity: 2, unit_amount: 25_050, amount: 50_100 },
        ],
        subtotal: 1_550_100,
        // 19% of 15,501.00 is 2,945.19.
        tax: 294_519,
        total: 1_844_619,
        sent_at: null,
        paid_at: null,
        overdue: false,
        application_id: null,
        due_date: BODY.due_date,
        payment: {
          provider: 'bank_transfer',
          account_holder: 'Hireloop GmbH',
          iban: 'DE89370400440532013000',
          bic: 'COBADEFFXXX',
        },
      })
      expect(response.body.number).toMatch(new RegExp(`^HL-${year}-\\d{4}$`))
      expect(response.body.payment.reference).toBe(response.body.number)
      const audit = await t.server.db
        .selectFrom('audit_log')
        .selectAll()
        .where('object_id', '=', response.body.id)
        .executeTakeFirstOrThrow()
      expect(audit).toMatchObject({ operation_id: 'createCompanyInvoice', object_type: 'invoice' })
    })

    it('is refused below Head of Recruitment, to employers and to talents; nothing is written', async () => {
      const before = await countRows(t.server.db, 'invoices')
      for (const email of [LEVEL_EMAILS.sourcer, RECRUITER.email, LEVEL_EMAILS.senior_recruiter]) {
        const response = await create(email)
        expect(response.status).toBe(403)
        expect(response.body.message[0]).toMatch(/^A (Sourcer|Recruiter|Senior Recruiter) cannot create invoices\.$/)
      }
      for (const email of [EMPLOYER.email, TALENT.email]) expect((await create(email)).status).toBe(403)
      expect(await countRows(t.server.db, 'invoices')).toBe(before)
    })

    it('refuses bad input with a sentence per field and writes nothing', async () => {
      const before = await countRows(t.server.db, 'invoices')
      const counters = await t.server.db.selectFrom('invoice_counters').selectAll().execute()
      const bad = await create(ADMIN.email, COMPANY.id, { ...BODY, currency: 'XYZ', due_date: '2020-01-01' })
      expect(bad.status).toBe(400)
      expect(bad.body.detail).toEqual([
        { loc: ['body', 'currency'], msg: 'XYZ is not a currency: use an ISO 4217 code such as EUR.', type: 'value' },
        {
          loc: ['body', 'due_date'],
          msg: 'The due date cannot be in the past: choose today or a later day.',
          type: 'value',
        },
      ])
      const huge = await create(ADMIN.email, COMPANY.id, {
        ...BODY,
        lines: [{ description: 'Too much', quantity: 3, unit_amount: 1_000_000_000 }],
      })
      expect(huge.status).toBe(400)
      expect(huge.body.detail[0].msg).toMatch(/^The invoice total is too large/)
      expect((await create(ADMIN.email, COMPANY.id, { ...BODY, lines: [] })).status).toBe(400)
      expect((await create(ADMIN.email, COMPANY.id, { ...BODY, tax_percent: 101 })).status).toBe(400)
      expect(
        (await create(ADMIN.email, COMPANY.id, { ...BODY, lines: [{ ...BODY.lines[0], quantity: 0 }] })).status,
      ).toBe(400)
      const unknown = await create(ADMIN.email, UNKNOWN)
      expect(unknown.status).toBe(404)
      expect(unknown.body).toEqual({ message: ['Company not found.'] })
      expect(await countRows(t.server.db, 'invoices')).toBe(before)
      // No number was spent on a refused invoice.
      expect(await t.server.db.selectFrom('invoice_counters').selectAll().execute()).toEqual(counters)
    })

    it('numbers ten concurrent invoices without a gap or a repeat', async () => {
      const responses = await Promise.all(Array.from({ length: 10 }, () => create(ADMIN.email)))
      expect(responses.map((response) => response.status)).toEqual(Array(10).fill(201))
      const serials = responses
        .map((response) => Number(String(response.body.number).split('-')[2]))
        .sort((a, b) => a - b)
      expect(serials).toEqual(Array.from({ length: 10 }, (_, i) => serials[0]! + i))
      // And every number of the year so far, from 1 up, with none missing.
      const year = new Date().getUTCFullYear()
      const all = await t.server.db
        .selectFrom('invoices')
        .select('number')
        .where('number', 'like', `HL-${year}-%`)
        .execute()
      const numbers = all.map((row) => Number(row.number.split('-')[2])).sort((a, b) => a - b)
      expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1))
    })
  })

  describe('reading', () => {
    it('recruiters from Senior Recruiter list all, by company and status; lower levels are refused', async () => {
      const draft = await invoiceIn('draft')
      const sent = await invoiceIn('sent', OTHER_COMPANY)
      for (const email of [LEVEL_EMAILS.senior_recruiter, LEVEL_EMAILS.head_of_recruitment, ADMIN.email]) {
        const all = await api(t.base, 'GET', '/admin/invoice?size=100', { token: as(email) })
        expect(all.status).toBe(200)
        const ids = all.body.results.map((invoice: { id: string }) => invoice.id)
        expect(ids).toEqual(expect.arrayContaining([draft, sent]))
        expect(all.body.total).toBeGreaterThanOrEqual(2)
        const filtered = await api(t.base, 'GET', `/admin/invoice?company_id=${OTHER_COMPANY}&status=sent`, {
          token: as(email),
        })
        expect(filtered.body.results.map((invoice: { id: string }) => invoice.id)).toContain(sent)
        expect(
          filtered.body.results.every(
            (invoice: { company_id: string; status: string }) =>
              invoice.company_id === OTHER_COMPANY && invoice.status === 'sent',
          ),
        ).toBe(true)
        const company = await api(t.base, 'GET', `/admin/company/${COMPANY.id}/invoice?status=draft`, {
          token: as(email),
        })
        expect(company.status).toBe(200)
        expect(company.body.results.map((invoice: { id: string }) => invoice.id)).toContain(draft)
        expect(company.body.results.every((invoice: { status: string }) => invoice.status === 'draft')).toBe(true)
      }
      for (const email of [LEVEL_EMAILS.sourcer, RECRUITER.email]) {
        expect((await api(t.base, 'GET', '/admin/invoice', { token: as(email) })).status).toBe(403)
        expect((await api(t.base, 'GET', `/admin/company/${COMPANY.id}/invoice`, { token: as(email) })).status).toBe(
          403,
        )
      }
      const unknown = await api(t.base, 'GET', `/admin/company/${UNKNOWN}/invoice`, { token: as(ADMIN.email) })
      expect(unknown.status).toBe(404)
    })

    it("a company's employers list their own sent invoices, never drafts nor another company's", async () => {
      const draft = await invoiceIn('draft')
      const sent = await invoiceIn('sent')
      const theirs = await invoiceIn('sent', OTHER_COMPANY)
      const own = await api(t.base, 'GET', `/company/${COMPANY.id}/invoice?size=100`, { token: as(EMPLOYER.email) })
      expect(own.status).toBe(200)
      const ids = own.body.results.map((invoice: { id: string }) => invoice.id)
      expect(ids).toContain(sent)
      expect(ids).not.toContain(draft)
      expect(ids).not.toContain(theirs)
      expect(own.body.results.every((invoice: { status: string }) => invoice.status !== 'draft')).toBe(true)
      const asking = await api(t.base, 'GET', `/company/${COMPANY.id}/invoice?company_id=${OTHER_COMPANY}`, {
        token: as(EMPLOYER.email),
      })
      expect(asking.status).toBe(400)
      expect(
        (await api(t.base, 'GET', `/company/${OTHER_COMPANY}/invoice`, { token: as(EMPLOYER.email) })).status,
      ).toBe(403)
      expect((await api(t.base, 'GET', `/admin/invoice`, { token: as(TALENT.email) })).status).toBe(403)
    })

    it('shows a sent invoice past its due date as overdue', async () => {
      const id = await invoiceIn('sent')
      await t.server.db
        .updateTable('invoices')
        .set({ due_date: inDays(-3) })
        .where('id', '=', id)
        .execute()
      const list = await api(t.base, 'GET', `/admin/company/${COMPANY.id}/invoice?status=sent&size=100`, {
        token: as(ADMIN.email),
      })
      const invoice = list.body.results.find((row: { id: string }) => row.id === id)
      expect(invoice).toMatchObject({ status: 'sent', overdue: true, due_date: inDays(-3) })
    })
  })

  describe('status moves', () => {
    it('allows exactly the moves of the flows table; any other is 409 with its sentence and changes nothing', async () => {
      for (const from of INVOICE_STATUSES) {
        for (const to of INVOICE_STATUSES) {
          const id = await invoiceIn(from)
          const before = await stored(id)
          const response = await move(ADMIN.email, id, to)
          if (invoiceMayMove(from, to)) {
            expect(response.status, `${from} -> ${to}`).toBe(200)
            expect(response.body.status).toBe(to)
            const after = (await stored(id))!
            if (to === 'sent') expect(after.sent_at).not.toBeNull()
            if (to === 'paid') expect(response.body.paid_at).not.toBeNull()
            if (to === 'void') expect(after.voided_at).not.toBeNull()
            // A void invoice keeps its number.
            expect(after.number).toBe(before!.number)
          } else {
            expect(response.status, `${from} -> ${to}`).toBe(409)
            expect(response.body).toEqual({ message: [invoiceMoveRefusal(from, to)] })
            expect(await stored(id)).toEqual(before)
          }
        }
      }
    })

    it("is the Head of Recruitment's and the admins'; an unknown or another company's invoice is 404", async () => {
      const id = await invoiceIn('draft')
      for (const email of [LEVEL_EMAILS.sourcer, RECRUITER.email, LEVEL_EMAILS.senior_recruiter]) {
        expect((await move(email, id, 'void')).status).toBe(403)
      }
      expect((await stored(id))!.status).toBe('draft')
      expect((await move(ADMIN.email, id, 'void', OTHER_COMPANY)).status).toBe(404)
      expect((await move(ADMIN.email, UNKNOWN, 'void')).status).toBe(404)
      expect((await move(LEVEL_EMAILS.head_of_recruitment, id, 'void')).status).toBe(200)
    })
  })

  describe('the PDF and the mail', () => {
    it('sending mails the PDF to the billing address through the queue; the PDF reads right', async () => {
      const id = await invoiceIn('draft')
      const sent = await move(ADMIN.email, id, 'sent')
      expect(sent.status).toBe(200)
      // Sending answered before any mail was written: the job does it.
      const number = sent.body.number as string
      await t.server.jobs.drain()
      const mails = await t.server.db
        .selectFrom('outbox')
        .selectAll()
        .where('subject', '=', `Invoice ${number} from Hireloop GmbH`)
        .execute()
      expect(mails.map((mail) => mail.to_address)).toEqual(['billing@northwind-robotics.test'])
      const [attachment] = mails[0]!.attachments!
      expect(attachment).toMatchObject({ filename: `${number}.pdf`, content_type: 'application/pdf' })
      const bytes = Buffer.from(attachment!.content_base64, 'base64')
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      const text = await extractText(new Uint8Array(bytes), 'application/pdf')
      for (const expected of [
        `Invoice ${number}`,
        'Northwind Robotics GmbH',
        'Invalidenstraße 117',
        'VAT id: DE136695976',
        'Hireloop GmbH',
        '€15,501.00',
        'VAT 19%',
        '€2,945.19',
        '€18,446.19',
        'IBAN: DE89370400440532013000',
      ]) {
        expect(text).toContain(expected)
      }
      expect(mails[0]!.text_body).toContain('€18,446.19')
    })

    it('a company without billing information gets the mail at its employers; a reverse charge says so', async () => {
      const id = await invoiceIn('sent', OTHER_COMPANY)
      await t.server.jobs.drain()
      const { number } = (await stored(id))!
      const mails = await t.server.db
        .selectFrom('outbox')
        .select('to_address')
        .where('subject', '=', `Invoice ${number} from Hireloop GmbH`)
        .execute()
      expect(mails.map((mail) => mail.to_address)).toEqual([OTHER_EMPLOYER.email])
      await t.server.db
        .insertInto('billing_infos')
        .values({
          company_id: OTHER_COMPANY,
          legal_name: 'Bright Harbor Studio B.V.',
          email: 'invoices@brightharbor.test',
          tax_id: 'NL004495445B01',
          street: 'Keizersgracht 1',
          postal_code: '1015 CJ',
          city: 'Amsterdam',
          state: null,
          country: 'NL',
          currency: 'EUR',
        })
        .execute()
      const reverse = await create(ADMIN.email, OTHER_COMPANY, { ...BODY, tax_percent: 0 })
      expect(reverse.body).toMatchObject({ tax: 0, total: 1_550_100 })
      const download = await pdf(`/admin/invoice/${reverse.body.id}/pdf`, ADMIN.email)
      expect(download.status).toBe(200)
      expect(download.type).toBe('application/pdf')
      const text = await extractText(download.bytes, 'application/pdf')
      expect(text.replace(/\s+/g, ' ')).toContain(REVERSE_CHARGE_NOTE)
      expect(text).toContain('DRAFT')
      expect(text).not.toContain(OUTSIDE_EU_NOTE)
    })

    it('downloads: recruiters from Senior Recruiter any; the company its own once sent; others nothing', async () => {
      const draft = await invoiceIn('draft')
      const sent = await invoiceIn('sent')
      for (const email of [LEVEL_EMAILS.senior_recruiter, ADMIN.email]) {
        expect((await pdf(`/admin/invoice/${draft}/pdf`, email)).status).toBe(200)
      }
      expect((await pdf(`/admin/invoice/${sent}/pdf`, LEVEL_EMAILS.sourcer)).status).toBe(403)
      const own = await pdf(`/company/${COMPANY.id}/invoice/${sent}/pdf`, EMPLOYER.email)
      expect(own.status).toBe(200)
      expect(Buffer.from(own.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
      // A draft is not the company's yet, another company's never: neither exists for them.
      expect((await pdf(`/company/${COMPANY.id}/invoice/${draft}/pdf`, EMPLOYER.email)).status).toBe(404)
      expect((await pdf(`/company/${OTHER_COMPANY}/invoice/${sent}/pdf`, OTHER_EMPLOYER.email)).status).toBe(404)
      expect((await pdf(`/admin/invoice/${UNKNOWN}/pdf`, ADMIN.email)).status).toBe(404)
      expect((await pdf(`/company/${COMPANY.id}/invoice/${sent}/pdf`, TALENT.email)).status).toBe(403)
    })
  })

  describe('a confirmed hire', () => {
    it('writes one draft for the placement fee when both sides confirmed, however often they confirm', async () => {
      const vacancy = await t.server.db
        .insertInto('vacancies')
        .values({
          company_id: COMPANY.id,
          title: 'Senior robot whisperer',
          status: 'active',
          salary_min: 60_000,
          salary_max: 80_000,
          salary_currency: 'EUR',
          salary_period: 'year',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const application = await t.server.db
        .insertInto('applications')
        .values({
          vacancy_id: vacancy.id,
          talent_id: TALENT.id,
          resume_id: TALENT.resume!.id,
          status: 'offer_accepted',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const confirm = (path: string, email: string) =>
        api(t.base, 'PUT', `${path}/application/${application.id}/hire`, { token: as(email) })
      const invoicesOf = () =>
        t.server.db.selectFrom('invoices').selectAll().where('application_id', '=', application.id).execute()

      expect((await confirm(`/talent/${TALENT.id}`, TALENT.email)).status).toBe(200)
      expect(await invoicesOf()).toEqual([])
      const [second, again] = await Promise.all([
        confirm(`/company/${COMPANY.id}`, EMPLOYER.email),
        confirm(`/company/${COMPANY.id}`, EMPLOYER.email),
      ])
      expect([second.status, again.status]).toEqual([200, 200])
      expect((await confirm(`/talent/${TALENT.id}`, TALENT.email)).status).toBe(200)
      const invoices = await invoicesOf()
      expect(invoices).toHaveLength(1)
      // 20% of the midpoint of 60,000-80,000 EUR a year is 14,000.00 EUR; Northwind is in Germany: 19% VAT.
      expect(invoices[0]).toMatchObject({
        company_id: COMPANY.id,
        status: 'draft',
        currency: 'EUR',
        subtotal: 1_400_000,
        tax_percent: 19,
        tax: 266_000,
        total: 1_666_000,
      })
      const listed = await api(t.base, 'GET', `/admin/company/${COMPANY.id}/invoice?status=draft&size=100`, {
        token: as(ADMIN.email),
      })
      const wire = listed.body.results.find((row: { id: string }) => row.id === invoices[0]!.id)
      expect(wire).toMatchObject({
        application_id: application.id,
        lines: [
          {
            description: 'Placement fee: Senior robot whisperer',
            quantity: 1,
            unit_amount: 1_400_000,
            amount: 1_400_000,
          },
        ],
      })
    })
  })
}
