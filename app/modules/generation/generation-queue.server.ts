/**
 * One queue for all generation work of this instance: at most `concurrency` jobs render
 * at once (image work is CPU- or quota-bound), and priority jobs (Pro) are started before
 * standard ones, first come first served within each class.
 */
export type QueuePriority = "priority" | "standard";

interface Waiting {
  priority: QueuePriority;
  start: () => void;
  onPosition?: (position: number) => void;
}

export class GenerationQueue {
  private running = 0;
  private readonly waiting: Waiting[] = [];

  constructor(public concurrency: number) {}

  get pending(): number {
    return this.waiting.length;
  }

  get active(): number {
    return this.running;
  }

  /** Runs `task` when a slot is free; `onPosition` hears the place in line while waiting (1 = next). */
  run<T>(priority: QueuePriority, task: () => Promise<T>, onPosition?: (position: number) => void): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.running++;
        task()
          .then(resolve, reject)
          .finally(() => {
            this.running--;
            this.next();
          });
      };
      if (this.running < this.concurrency && this.waiting.length === 0) return start();
      const entry: Waiting = { priority, start, onPosition };
      // Priority jobs go behind other priority jobs but ahead of every standard one.
      const index = priority === "priority" ? this.waiting.findIndex((w) => w.priority === "standard") : -1;
      if (index === -1) this.waiting.push(entry);
      else this.waiting.splice(index, 0, entry);
      this.announcePositions();
    });
  }

  /** Position a new job of this priority would get (0 = starts at once). */
  positionFor(priority: QueuePriority): number {
    if (this.running < this.concurrency && this.waiting.length === 0) return 0;
    const ahead = priority === "priority" ? this.waiting.filter((w) => w.priority === "priority").length : this.waiting.length;
    return ahead + 1;
  }

  private next() {
    while (this.running < this.concurrency && this.waiting.length > 0) this.waiting.shift()!.start();
    this.announcePositions();
  }

  private announcePositions() {
    this.waiting.forEach((entry, index) => entry.onPosition?.(index + 1));
  }
}

let queue: GenerationQueue | undefined;
export function getGenerationQueue(concurrency: number): GenerationQueue {
  queue ??= new GenerationQueue(concurrency);
  queue.concurrency = concurrency;
  return queue;
}
