import { describe, expect, it } from 'vitest'
import { sessionUsers } from './session.fixtures.ts'
import {
  clearConnectionFlags,
  MemoryStorage,
  readConnectionFlags,
  SESSION_STORAGE_KEYS,
  writeConnectionFlags,
} from './session.storage.ts'

describe('the connection flags in local storage (docs/product.md §4)', () => {
  it('are named connectionType and isAdmin', () => {
    expect(SESSION_STORAGE_KEYS).toEqual({ connectionType: 'connectionType', isAdmin: 'isAdmin' })
  })

  it.each([
    ['an admin recruiter', sessionUsers.admin, { isRecruiter: true, isAdmin: true }],
    ['a recruiter', sessionUsers.recruiter, { isRecruiter: true, isAdmin: false }],
    ['a talent', sessionUsers.talentPublished, { isRecruiter: false, isAdmin: false }],
    ['an employer', sessionUsers.employer, { isRecruiter: false, isAdmin: false }],
  ])('read back what was written for %s', (_, user, flags) => {
    const storage = new MemoryStorage()
    writeConnectionFlags(storage, user)
    expect(readConnectionFlags(storage)).toEqual(flags)
  })

  it('read as nothing when absent or not ours', () => {
    const storage = new MemoryStorage()
    expect(readConnectionFlags(storage)).toEqual({ isRecruiter: false, isAdmin: false })
    storage.setItem('connectionType', 'talent')
    storage.setItem('isAdmin', 'yes')
    expect(readConnectionFlags(storage)).toEqual({ isRecruiter: false, isAdmin: false })
  })

  it('are cleared without touching the rest', () => {
    const storage = new MemoryStorage()
    writeConnectionFlags(storage, sessionUsers.admin)
    storage.setItem('drawer-closed', 'true')
    clearConnectionFlags(storage)
    expect(storage.toJSON()).toEqual({ 'drawer-closed': 'true' })
  })
})
