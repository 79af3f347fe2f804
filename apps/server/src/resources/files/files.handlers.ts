import type { FastifyRequest } from 'fastify'
import type { Readable } from 'node:stream'
import { loadCurrentUser } from '../../accounts/users.ts'
import type { ApiContext } from '../../api/context.ts'
import { notFound, unauthorized } from '../../api/errors.ts'
import { ok, signedIn, type OperationHandlers } from '../../api/operation.ts'
import { acceptFile } from '../../files/accept-file.ts'
import { contentDisposition } from '../../files/file-name.ts'
import { IMAGE, type FileKind } from '../../files/file-kinds.ts'
import { FileRefusal, refusalToHttpError } from '../../files/file-refusal.ts'
import { readUpload } from '../../files/multipart.ts'
import { findFile, imageUrl, saveFile } from '../../files/stored-files.ts'
import { checkIfMatch } from '../../api/safe-writes.ts'
import { companyToWire, findCompany } from '../companies/companies.queries.ts'

/** Reads and checks the one file of an upload; a refusal becomes the contract's error body for `field`. */
async function receive(request: FastifyRequest, field: string, kind: FileKind) {
  try {
    const upload = await readUpload(request, field, kind)
    return await acceptFile(kind, upload)
  } catch (error) {
    if (error instanceof FileRefusal) throw refusalToHttpError(error, field)
    throw error
  }
}

/**
 * A download's answer: the stream as it is, with headers that make the bytes mean one thing: the stored type,
 * nothing for the browser to guess, no script.
 */
export function download(
  body: Readable,
  file: { content_type: string; size: number; name: string },
  disposition: 'inline' | 'attachment',
) {
  const headers = {
    'content-type': file.content_type,
    'content-length': String(file.size),
    'content-disposition': contentDisposition(disposition, file.name),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cross-origin-resource-policy': 'same-origin',
  }
  return { status: 200 as const, headers, body }
}

/** Uploads and downloads of stored files (ADR 0018): avatars and company logos today. */
export function fileHandlers(ctx: ApiContext) {
  return {
    async uploadMyAvatar(call) {
      const { userId } = signedIn(call)
      // Cheap first: a deleted account's token reads no upload.
      if (!(await loadCurrentUser(ctx.db, userId))) throw unauthorized()
      const accepted = await receive(call.request, 'profile_picture', IMAGE)
      await saveFile(
        ctx,
        call,
        { purpose: 'avatar', accepted, owner: { userId }, uploadedBy: userId },
        async (trx, file, audit) => {
          const replaced = await trx
            .selectFrom('files')
            .selectAll()
            .where('user_id', '=', userId)
            .where('purpose', '=', 'avatar')
            .execute()
          await trx
            .updateTable('users')
            .set({ image_url: imageUrl(ctx.config.publicUrl, file.id) })
            .where('id', '=', userId)
            .execute()
          audit.object('user', userId, { after: { avatar_file_id: file.id, size: file.size } })
          // The user's other tabs refresh the picture; no notification for one's own picture.
          await ctx.events.publish(trx, {
            type: 'account.avatar_changed',
            to: userId,
            subject: { type: 'user', id: userId },
          })
          return { result: undefined, replaced }
        },
      )
      const user = await loadCurrentUser(ctx.db, userId)
      if (!user) throw unauthorized()
      return ok(user)
    },

    // The policy has checked that the caller may update this company (src/policy) before the upload is read.
    async uploadCompanyLogo(call) {
      const { userId } = signedIn(call)
      const companyId = call.params.id
      const exists = await ctx.db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst()
      if (!exists) throw notFound('Company not found.')
      const accepted = await receive(call.request, 'file', IMAGE)
      const company = await saveFile(
        ctx,
        call,
        { purpose: 'company_logo', accepted, owner: { companyId }, uploadedBy: userId },
        async (trx, file, audit) => {
          // If-Match (getCompany's ETag): the logo replaces the one the caller saw, or 412.
          const current = await findCompany(trx, companyId, { forUpdate: true })
          if (!current) throw notFound('Company not found.')
          checkIfMatch(call.request, 'company', companyToWire(current))
          const replaced = await trx
            .selectFrom('files')
            .selectAll()
            .where('company_id', '=', companyId)
            .where('purpose', '=', 'company_logo')
            .execute()
          const result = await trx
            .updateTable('companies')
            .set({ image_url: imageUrl(ctx.config.publicUrl, file.id) })
            .where('id', '=', companyId)
            .returningAll()
            .executeTakeFirstOrThrow()
          audit.object('company', companyId, { after: { logo_file_id: file.id, size: file.size } })
          const employers = await trx
            .selectFrom('users')
            .select('id')
            .where('company_id', '=', companyId)
            .where('user_type', '=', 'employer')
            .execute()
          // Every employer user of the company hears of it, whoever changed it (a colleague, a recruiter).
          await ctx.events.publish(trx, {
            type: 'company.logo_changed',
            to: employers.map((employer) => employer.id),
            subject: { type: 'company', id: companyId },
            notification: { message: 'Your company logo was updated.', context: { type: 'company', id: companyId } },
          })
          return { result, replaced }
        },
      )
      return ok(companyToWire(company))
    },

    async downloadImage({ params }) {
      const file = await findFile(ctx, params.fileId, ['avatar', 'company_logo'])
      const stored = file && (await ctx.files.get(file.storage_key))
      if (!file || !stored) throw notFound('Image not found.')
      return download(stored.body, { ...file, size: stored.size }, 'inline')
    },
  } satisfies OperationHandlers
}
