// The machine a benchmark ran on, for its report: figures mean little without it.
import os from 'node:os'

export interface Machine {
  cpu: string
  cores: number
  memoryGiB: number
  /** The one-minute load average when the figures were taken. */
  load: string
  node: string
  platform: string
  postgres?: string
  chromium?: string
}

export function describeMachine(extra: Pick<Machine, 'postgres' | 'chromium'> = {}): Machine {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    cores: os.availableParallelism(),
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    load: os.loadavg()[0]!.toFixed(1),
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    ...extra,
  }
}

/** The "## Machine" section of a report. */
export function machineMarkdown(machine: Machine): string {
  const lines = [
    `- CPU: ${machine.cpu}, ${machine.cores} cores available to Node, ${machine.memoryGiB} GiB of memory`,
    `- Load average when the figures were taken: ${machine.load} (the machine may be shared: figures vary with it)`,
    `- ${machine.platform}, Node ${machine.node}`,
  ]
  if (machine.postgres) lines.push(`- PostgreSQL ${machine.postgres} (a throwaway cluster on a loopback port)`)
  if (machine.chromium) lines.push(`- ${machine.chromium}`)
  return `## Machine\n\n${lines.join('\n')}\n`
}
