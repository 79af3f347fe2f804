import { hash, verify } from '@node-rs/argon2'

// @node-rs/argon2 defaults to argon2id, m=19456 KiB, t=2, p=1: the OWASP recommendation.

export function hashPassword(password: string): Promise<string> {
  return hash(password)
}

// A real hash of a random string: verifying against it when the account does not exist takes as long as a real
// check, so response times do not reveal which emails have accounts.
const decoy = hash(crypto.randomUUID())

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    await verify(await decoy, password)
    return false
  }
  try {
    return await verify(passwordHash, password)
  } catch {
    // A malformed stored hash is a failed check, not a crash of the sign-in page.
    return false
  }
}
