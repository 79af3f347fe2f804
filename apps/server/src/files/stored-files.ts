import { randomUUID } from 'node:crypto'
import type { Transaction } from 'kysely'
import type { ApiContext } from '../api/context.ts'
import type { CallContext } from '../api/operation.ts'
import type { AuditNote } from '../audit/audit.ts'
import { API_BASE } from '../api/contract.ts'
import type { Database, FilePurpose, StoredFile } from '../db/schema.ts'
import type { AcceptedFile } from './accept-file.ts'
import { FILE_TYPES } from './file-kinds.ts'

export interface NewFile {
  purpose: FilePurpose
  accepted: AcceptedFile
  owner: { userId: string } | { companyId: string }
  uploadedBy: string
}

/** Images and documents live apart in the storage, under random names. */
const folderOf = (purpose: FilePurpose) => (purpose === 'avatar' || purpose === 'company_logo' ? 'images' : 'documents')

/** The URL an image is downloaded from (`image_url` of users and companies): absolute, as ImageUrl requires. */
export function imageUrl(publicUrl: string, fileId: string): string {
  return `${publicUrl}${API_BASE}/image/${fileId}`
}

/**
 * Stores an accepted file and records it (ADR 0018). The bytes go to the storage first, under a fresh random key;
 * then `attach` runs in one transaction with the new row (it links the file to its owner and returns the rows the
 * new file replaces). If anything fails the object is removed again, so a failed upload leaves neither row nor
 * bytes; the replaced files' objects are removed only after the commit, so a rollback never loses a file.
 */
export async function saveFile<T>(
  ctx: ApiContext,
  call: CallContext,
  file: NewFile,
  attach: (
    trx: Transaction<Database>,
    stored: StoredFile,
    audit: AuditNote,
  ) => Promise<{ result: T; replaced: StoredFile[] }>,
): Promise<T> {
  const { accepted } = file
  const id = randomUUID()
  const key = `${folderOf(file.purpose)}/${id}.${FILE_TYPES[accepted.type].extension}`
  await ctx.files.put(key, accepted.bytes, FILE_TYPES[accepted.type].contentType)
  let outcome: { result: T; replaced: StoredFile[] }
  try {
    outcome = await ctx.write(call, async (trx, audit) => {
      const stored = await trx
        .insertInto('files')
        .values({
          id,
          purpose: file.purpose,
          storage_key: key,
          name: accepted.name,
          content_type: FILE_TYPES[accepted.type].contentType,
          size: accepted.size,
          sha256: accepted.sha256,
          user_id: 'userId' in file.owner ? file.owner.userId : null,
          company_id: 'companyId' in file.owner ? file.owner.companyId : null,
          uploaded_by: file.uploadedBy,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      const attached = await attach(trx, stored, audit)
      const replaced = attached.replaced.filter((old) => old.id !== id)
      if (replaced.length > 0) {
        await trx
          .deleteFrom('files')
          .where(
            'id',
            'in',
            replaced.map((old) => old.id),
          )
          .execute()
      }
      return { result: attached.result, replaced }
    })
  } catch (error) {
    await ctx.files.delete(key).catch(() => {})
    throw error
  }
  for (const old of outcome.replaced) {
    // A leftover object costs space, not correctness: no row refers to it any more.
    await ctx.files.delete(old.storage_key).catch(() => {})
  }
  return outcome.result
}

/** The row of a file of one of the purposes, or undefined. */
export function findFile(ctx: Pick<ApiContext, 'db'>, id: string, purposes: readonly FilePurpose[]) {
  return ctx.db
    .selectFrom('files')
    .selectAll()
    .where('id', '=', id)
    .where('purpose', 'in', [...purposes])
    .executeTakeFirst()
}
