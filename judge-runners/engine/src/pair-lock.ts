// Interactive cases hold two slots at once. Only one task at a time may wait for its second
// slot while holding a first, so two of them can never wait on each other (every other holder
// is running a case and will give its slot back).
export class PairLock {
  private tail: Promise<void> = Promise.resolve();

  async run<T>(work: () => Promise<T>): Promise<T> {
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => { release = resolve; });
    await previous;
    try {
      return await work();
    } finally {
      release();
    }
  }
}
