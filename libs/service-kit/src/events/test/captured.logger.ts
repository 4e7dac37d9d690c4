import type { EventLogger } from '@lieux/messaging';

export interface CapturedLine {
  level: 'debug' | 'info' | 'warn' | 'error';
  msg: string;
  [field: string]: unknown;
}

/** An EventLogger that keeps every line as the JSON object pino would have written. */
export class CapturedLogger implements EventLogger {
  readonly lines: CapturedLine[] = [];

  debug(obj: object, msg: string): void {
    this.push('debug', obj, msg);
  }

  info(obj: object, msg: string): void {
    this.push('info', obj, msg);
  }

  warn(obj: object, msg: string): void {
    this.push('warn', obj, msg);
  }

  error(obj: object, msg: string): void {
    this.push('error', obj, msg);
  }

  withMessage(msg: string): CapturedLine[] {
    return this.lines.filter((line) => line.msg === msg);
  }

  private push(level: CapturedLine['level'], obj: object, msg: string): void {
    // Through JSON, as on stdout: proves the line is plain structured data.
    this.lines.push(JSON.parse(JSON.stringify({ level, ...obj, msg })) as CapturedLine);
  }
}
