import pino, { type Logger } from 'pino';

/** A pino logger whose JSON lines are kept in memory, to assert what is (not) logged. */
export function captureLogger(): { logger: Logger; lines: string[]; text: () => string } {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  return { logger, lines, text: () => lines.join('') };
}
