import { pino, type Logger } from 'pino';
import PinoPretty from 'pino-pretty';
import { createLoggerOptions } from './request-logging';

/** `auto`: readable lines on a terminal, JSON lines for a log collector or a file. */
export type LogFormatSetting = 'auto' | 'pretty' | 'json';

export function resolveLogFormat(setting: LogFormatSetting, isTerminal: boolean): 'pretty' | 'json' {
  if (setting !== 'auto') return setting;
  return isTerminal ? 'pretty' : 'json';
}

interface LogLine {
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/** A request as one would say it: `GET /lyp/api/health → 200 (3 ms)`. */
function formatMessage(log: Record<string, unknown>): string {
  const { msg = '', req, res, responseTime } = log as LogLine;
  if (!req?.method || res?.statusCode === undefined) return msg;
  const took = responseTime === undefined ? '' : ` (${Math.round(responseTime)} ms)`;
  const answer = `${req.method} ${req.url ?? ''} → ${res.statusCode}${took}`;
  return msg === 'request completed' ? answer : `${msg}: ${answer}`;
}

/**
 * The process's logger. JSON keeps every field for machines; the readable form puts a request
 * on one line and the other fields after the message, for a person watching `npm start`.
 */
export function createLogger(
  level: string,
  format: 'pretty' | 'json',
  options: { colors: boolean; destination?: NodeJS.WritableStream } = { colors: false },
): Logger {
  const loggerOptions = createLoggerOptions(level);
  if (format === 'json')
    return options.destination ? pino(loggerOptions, options.destination) : pino(loggerOptions);
  const pretty = PinoPretty({
    colorize: options.colors,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
    messageFormat: formatMessage,
    ...(options.destination ? { destination: options.destination } : {}),
    // Flushed line by line, so nothing is lost when the process stops.
    sync: true,
  });
  return pino(loggerOptions, pretty);
}
