import type { DestinationStream } from 'pino';

/** One line of the app's JSON log, as pino writes it. */
export interface LogLine {
  level?: number;
  context?: string;
  msg: string;
  reqId?: string;
  [field: string]: unknown;
}

/** The app's log lines (LOG_FORMAT=json), kept as written and parsed, for a test to read. */
export class CapturedLog implements DestinationStream {
  readonly text: string[] = [];

  write(line: string): void {
    this.text.push(line);
  }

  get lines(): LogLine[] {
    return this.text.map((line) => JSON.parse(line) as LogLine);
  }

  of(requestId: string): LogLine[] {
    return this.lines.filter((line) => line.reqId === requestId);
  }
}
