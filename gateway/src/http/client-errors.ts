import type { Socket } from 'node:net';
import { errorMessage, errorStatus, type ErrorCode } from '@lieux/contracts';

const REASONS: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

/** The code for a request Node's HTTP parser could not take (before any route runs). */
export function clientErrorCode(error: { code?: string }): ErrorCode {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'headers_too_large';
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'request_timeout';
  return 'bad_request';
}

/**
 * Answers a request the HTTP parser refused (headers or URL over Node's limit, a malformed request
 * line, a client too slow to send its headers) as every other error: `{ message, code }`, then closes
 * the connection, which cannot be read further. In French: the request's headers (its
 * `Accept-Language` among them) were never read.
 */
export function answerClientError(error: { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const code = clientErrorCode(error);
  const status = errorStatus(code);
  const body = JSON.stringify({ message: errorMessage(code), code });
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
