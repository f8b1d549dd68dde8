import type { Socket } from 'node:net';
import type { ErrorBody } from './error-body';

/**
 * What Node reports on a connection before a request reaches the app (Fastify's clientErrorHandler):
 * a request that did not arrive in full within REQUEST_TIMEOUT_SECONDS, headers too large, bytes
 * that are not HTTP. The client gets the project's error body, as for any other 4xx, and the
 * connection is closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body] = answerFor(error.code);
  if (socket.writable) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nCache-Control: no-store\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

function answerFor(code: string | undefined): [number, string, ErrorBody] {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return [
      408,
      'Request Timeout',
      { statusCode: 408, code: 'REQUEST_TIMEOUT', message: 'A requisição demorou demais para chegar. Tente novamente.' },
    ];
  }
  if (code === 'HPE_HEADER_OVERFLOW') {
    return [
      431,
      'Request Header Fields Too Large',
      { statusCode: 431, code: 'REQUEST_HEADER_FIELDS_TOO_LARGE', message: 'Cabeçalhos grandes demais.' },
    ];
  }
  return [400, 'Bad Request', { statusCode: 400, code: 'BAD_REQUEST', message: 'Requisição inválida.' }];
}
