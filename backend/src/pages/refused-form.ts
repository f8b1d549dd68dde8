import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBodyOf } from '../shared/http/errors/all-exceptions.filter';
import { loggableError } from '../shared/http/errors/loggable-error';
import type { FormRefusal } from '../../../common/page-seam/page-seam';

const CROSS_SITE_MESSAGE = 'Este formulário foi enviado por outro site e foi recusado: nada foi alterado. Abra o agendamento pelo site da barbearia.';

/** A public page's form posted from another site's page (cross-site.ts): 403, nothing read or changed. */
export function refuseCrossSiteForm(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendRefusal(request, reply, 403, CROSS_SITE_MESSAGE);
}

/** A public page's form the API refused with no page to say so on (server-renderer.ts): its 4xx, with the API's message. */
export function refuseForm(request: FastifyRequest, reply: FastifyReply, { status, message }: FormRefusal): FastifyReply {
  return sendRefusal(request, reply, status >= 400 && status < 500 ? status : 400, message);
}

/**
 * A public page's form that failed: hostile input (control characters, a body too large or of another type) is its 4xx
 * with the API's message, anything else a 500 (its stack in the log). A small page in the visitor's language either way,
 * never a stack trace or the API's JSON.
 */
export function answerFailedForm(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { statusCode, message } = errorBodyOf(error);
  if (statusCode >= 500) request.log.error(loggableError(error));
  return sendRefusal(request, reply, statusCode, message);
}

function sendRefusal(request: FastifyRequest, reply: FastifyReply, status: number, message: string): FastifyReply {
  const back = request.url.split('?')[0];
  const html =
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>Formulário recusado</title></head><body><main><h1>Formulário recusado</h1><p>${escapeHtml(message)}</p>` +
    `<p><a href="${escapeHtml(back)}">Voltar</a></p></main></body></html>`;
  return reply.status(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** A validation message may quote a field's name as it was sent. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
