/** One signed POST to a receiver, and what came back. */
export interface SendResult {
  statusCode: number | null;
  /** The start of the answer's body. */
  response: string | null;
  error: string | null;
  durationMs: number;
}

export type WebhookSend = (url: string, headers: Record<string, string>, body: string) => Promise<SendResult>;

const TIMEOUT_MS = 10_000;
const RESPONSE_KEPT_CHARS = 1000;
/** Bytes read of an answer: enough for its start, never a receiver's whole (perhaps endless) body. */
const RESPONSE_READ_BYTES = 4096;

async function answerStart(answer: Response): Promise<string> {
  const reader: ReadableStreamDefaultReader<Uint8Array> | undefined = answer.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < RESPONSE_READ_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    // What arrived is kept; a broken answer still has its status.
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks).subarray(0, RESPONSE_READ_BYTES).toString('utf8');
}

function errorText(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError')
    return `接收方 ${TIMEOUT_MS / 1000} 秒内未应答`;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
  return `连接失败：${(cause ?? String(error)).slice(0, 150)}`;
}

/**
 * Sends without following redirects (a redirect could lead anywhere, past the address check) and
 * gives up after ten seconds. Any 2xx counts as received.
 */
export const sendWebhook: WebhookSend = async (url, headers, body) => {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'lyp-webhooks/1', ...headers },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await answerStart(answer);
    return {
      statusCode: answer.status,
      response: text.slice(0, RESPONSE_KEPT_CHARS) || null,
      error: answer.ok ? null : `接收方应答 HTTP ${answer.status}`,
      durationMs: elapsed(),
    };
  } catch (error) {
    return { statusCode: null, response: null, error: errorText(error), durationMs: elapsed() };
  }
};
