import { Logger } from '@nestjs/common';

export type Listener<Event> = (event: Event) => Promise<void> | void;

/**
 * The listeners of one kind of event, called in turn after the change it tells of was committed.
 * A failing listener is logged and never undoes or fails the change itself, nor stops the others.
 */
export class Listeners<Event> {
  private readonly listeners: Listener<Event>[] = [];

  constructor(private readonly logger: Logger) {}

  /** Adds a listener; the answer removes it again. */
  subscribe(listener: Listener<Event>): () => void {
    this.listeners.push(listener);
    return () => {
      const index = this.listeners.indexOf(listener);
      if (index >= 0) this.listeners.splice(index, 1);
    };
  }

  /** Calls every listener; `failure` is what the log says when one fails. */
  async publish(event: Event, failure: string): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(event);
      } catch (error) {
        this.logger.error(failure, error instanceof Error ? error.stack : String(error));
      }
    }
  }
}
