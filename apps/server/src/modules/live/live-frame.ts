import { Socket } from 'node:net';

/**
 * A text message framed once for all of a lot's watchers (RFC 6455 §5.2: one final text frame,
 * unmasked, as every frame from a server is). `ws` would measure, encode and frame the string
 * again for each socket and write header and payload separately; a ready-made frame costs one
 * buffer write per socket (the approach of websockets/ws#617, for which ws made framing public).
 */
export function frameText(text: string): Buffer {
  const payload = Buffer.from(text, 'utf8');
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81;
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, headerLength);
  return frame;
}

/**
 * The TCP connection under a `ws` socket, when a ready-made frame may go straight to it: only
 * without negotiated extensions, since with permessage-deflate ws may hold messages back while
 * it compresses and a frame written past them would overtake them. Writes to the connection
 * keep their order with ws's own sends, and count in the socket's `bufferedAmount`.
 * Anything else (a test's fake socket) answers undefined and is sent to as usual.
 */
export function rawConnection(socket: object): Socket | undefined {
  const candidate = socket as { _socket?: unknown; extensions?: unknown };
  if (candidate.extensions !== '') return undefined;
  const connection = candidate._socket;
  return connection instanceof Socket && connection.writable ? connection : undefined;
}
