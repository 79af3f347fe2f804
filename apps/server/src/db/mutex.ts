/** A FIFO async mutex: `acquire()` resolves with a release function once every earlier holder has released. */
export class Mutex {
  #tail: Promise<void> = Promise.resolve()

  acquire(): Promise<() => void> {
    let release!: () => void
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const acquired = this.#tail.then(() => release)
    this.#tail = this.#tail.then(() => held)
    return acquired
  }
}
