import pino from "pino";
import { logger } from "@/lib/observability/logger";

export type LogLine = Record<string, unknown> & { level: string; msg: string };

/**
 * Everything the service's logger writes while `run` runs, as the exact text lines it would
 * have put on stdout (redaction and formatting included) and parsed. The logger's own
 * destination is swapped for the duration, and its level lowered to `level`.
 */
export async function captureLogs<T>(run: () => Promise<T> | T, level = "info"): Promise<{ result: T; text: string; lines: LogLine[] }> {
  const chunks: string[] = [];
  const holder = logger as unknown as Record<symbol, unknown>;
  const original = holder[pino.symbols.streamSym];
  const previousLevel = logger.level;
  holder[pino.symbols.streamSym] = { write: (chunk: string) => void chunks.push(chunk) };
  logger.level = level;
  try {
    const result = await run();
    const text = chunks.join("");
    return {
      result,
      text,
      lines: text
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LogLine),
    };
  } finally {
    holder[pino.symbols.streamSym] = original;
    logger.level = previousLevel;
  }
}
