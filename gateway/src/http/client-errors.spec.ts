import { Socket } from 'node:net';
import { answerClientError, clientErrorCode } from './client-errors.js';

function answerTo(error: { code?: string }): string {
  const socket = new Socket();
  let written = '';
  Object.defineProperty(socket, 'writable', { value: true });
  socket.end = ((chunk: string) => {
    written = chunk;
    return socket;
  }) as typeof socket.end;
  answerClientError(error, socket);
  return written;
}

describe('requests Node refuses before any route', () => {
  it('names what went wrong with a stable code', () => {
    expect(clientErrorCode({ code: 'HPE_HEADER_OVERFLOW' })).toBe('headers_too_large');
    expect(clientErrorCode({ code: 'ERR_HTTP_REQUEST_TIMEOUT' })).toBe('request_timeout');
    expect(clientErrorCode({ code: 'HPE_INVALID_METHOD' })).toBe('bad_request');
  });

  it('answers them as every other error, in French, and closes the connection', () => {
    const answer = answerTo({ code: 'HPE_HEADER_OVERFLOW' });
    expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(answer).toContain('Connection: close');
    const body = answer.split('\r\n\r\n')[1];
    expect(JSON.parse(body)).toEqual({ message: 'Les en-têtes ou l’adresse de la requête sont trop longs.', code: 'headers_too_large' });
    expect(answer).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
    expect(answerTo({ code: 'ERR_HTTP_REQUEST_TIMEOUT' })).toMatch(/^HTTP\/1\.1 408 /);
  });
});
