import { applyDecorators, Type } from '@nestjs/common';
import { ApiResponse } from '../api-docs';
import { ErrorBody } from './error-body';

/** The error statuses a route documents; 503 (the database does not answer) is on every route (openapi.ts). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/** An error answer with its own description (the codes a route's 409 can carry) or body (an ErrorBody with more fields). */
export interface ErrorAnswer {
  status: ErrorStatus;
  description?: string;
  type?: Type<ErrorBody>;
}

/** What each status means on this API (docs/product.md#errors), unless the route says more. */
const MEANING: Record<ErrorStatus, string> = {
  400: 'VALIDATION_ERROR: um campo, parâmetro ou valor da consulta ausente ou inválido (a mensagem diz qual)',
  401: 'UNAUTHORIZED: sem token válido (ausente, expirado, de um barbeiro desativado ou anterior a uma troca de senha)',
  403: 'FORBIDDEN: dados de outro barbeiro, ou uma chamada só do dono',
  404: 'NOT_FOUND: o registro não existe',
  409: 'Conflito com o estado atual (o código diz qual regra)',
  413: 'PAYLOAD_TOO_LARGE: conteúdo grande demais',
  415: 'UNSUPPORTED_MEDIA_TYPE: tipo de conteúdo não aceito',
  429: 'TOO_MANY_REQUESTS: chamadas demais deste endereço; Retry-After diz quando tentar de novo',
};

/**
 * Documents the error answers a route (or every route of a controller) can give, each with the
 * ErrorBody schema: `@ApiErrors(400, 401, { status: 409, description: 'HOUR_CONFLICT, …' })`.
 */
export function ApiErrors(...answers: (ErrorStatus | ErrorAnswer)[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...answers.map((answer) => {
      const { status, description, type = ErrorBody } = typeof answer === 'number' ? { status: answer } : answer;
      return ApiResponse({ status, description: description ?? MEANING[status], type });
    }),
  );
}

/** A 409 with the codes it can carry on this route. */
export function conflict(...codes: string[]): ErrorAnswer {
  return { status: 409, description: `Conflito com o estado atual: ${codes.join(', ')}` };
}
