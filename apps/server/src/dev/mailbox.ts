import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/database.ts'
import { escapeHtml, page } from '../oidc/pages.ts'

const LIMIT = 100

/**
 * The developer mailbox: what the embedded mailer "sent" (the outbox), newest first. Registered only when no
 * SMTP server is configured, i.e. never where real mail goes out.
 */
export async function devMailboxRoutes(app: FastifyInstance, { db }: { db: Db }) {
  async function messages() {
    const rows = await db
      .selectFrom('outbox')
      .select([
        'id',
        'to_address',
        'subject',
        'text_body',
        'html_body',
        'links',
        'calendar',
        'attachments',
        'created_at',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(LIMIT)
      .execute()
    return rows.map((row) => ({
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      links: row.links,
      // A meeting invitation's .ics, as the participants' mail programs receive it.
      calendar: row.calendar,
      // The files sent with it (an invoice's PDF), described rather than inlined: the list stays small.
      attachments: (row.attachments ?? []).map((file) => ({
        filename: file.filename,
        content_type: file.content_type,
        size: Buffer.from(file.content_base64, 'base64').byteLength,
      })),
      created_at: row.created_at.toISOString(),
    }))
  }

  app.get('/dev/mailbox.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return messages()
  })

  app.get('/dev/mailbox', async (_request, reply) => {
    const list = await messages()
    const items = list
      .map(
        (m) => `<li style="border-top:1px solid #D5DEE0;padding:16px 0">
<h2 style="margin:0 0 4px;font-size:1.1rem">${escapeHtml(m.subject)}</h2>
<p style="margin:0 0 8px;color:#3D4F55">To ${escapeHtml(m.to)} · <time datetime="${m.created_at}">${escapeHtml(m.created_at.replace('T', ' ').slice(0, 19))} UTC</time></p>
<pre style="white-space:pre-wrap;font:inherit;margin:0 0 8px">${escapeHtml(m.text)}</pre>
${m.calendar ? `<p style="margin:0 0 8px">Attached: ${escapeHtml(m.calendar.filename)} (${escapeHtml(m.calendar.method)})</p>` : ''}
${m.attachments.map((file) => `<p style="margin:0 0 8px">Attached: ${escapeHtml(file.filename)} (${escapeHtml(file.content_type)}, ${file.size} bytes)</p>`).join('')}
${m.links.length ? `<ul>${m.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>` : ''}
</li>`,
      )
      .join('')
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8')
    return page(
      'Developer mailbox',
      `<h1>Developer mailbox</h1>
<p class="lead">Mail the server would have sent, newest first (last ${LIMIT}). Only available while no SMTP server is configured. Also as <a href="/dev/mailbox.json">JSON</a>.</p>
${list.length ? `<ul style="list-style:none;padding:0;margin:0">${items}</ul>` : '<p>No mail yet.</p>'}`,
      { wide: true },
    )
  })
}
