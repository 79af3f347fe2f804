import { writeFileSync } from 'node:fs'
import { contractPath } from '../config.ts'
import { deriveScopedDocument, loadContract } from './contract.ts'
import { parseContractRoutes } from './routes.ts'

/** Run by scripts/build.mjs: the route table the compiled server reads at start instead of parsing the contract. */
export async function writeRouteTable(file: string): Promise<void> {
  const { document } = deriveScopedDocument(loadContract(contractPath))
  writeFileSync(file, JSON.stringify(await parseContractRoutes(document)))
}
