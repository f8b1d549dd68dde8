import { HttpStatus } from '@nestjs/common';
import { ApiProperty } from '../api-docs';
import { DomainErrorKind } from '../../errors/domain-error';

/** The one error shape every API answer uses (docs/product.md#errors). */
export class ErrorBody {
  @ApiProperty({ type: 'integer', example: 409, description: 'O status HTTP da resposta' })
  statusCode: number;

  @ApiProperty({ example: 'HOUR_CONFLICT', description: 'Código estável do erro, em MAIÚSCULAS_COM_SUBLINHADO (docs/product.md#errors)' })
  code: string;

  @ApiProperty({ example: 'Este horário já está ocupado.', description: 'A mensagem em português, para mostrar ao usuário' })
  message: string;
}

export const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthorized: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  too_many_requests: HttpStatus.TOO_MANY_REQUESTS,
  busy: HttpStatus.SERVICE_UNAVAILABLE,
};

const DEFAULTS: Record<number, Omit<ErrorBody, 'statusCode'>> = {
  400: { code: 'VALIDATION_ERROR', message: 'Dados inválidos.' },
  401: { code: 'UNAUTHORIZED', message: 'Autenticação necessária.' },
  403: { code: 'FORBIDDEN', message: 'Acesso negado.' },
  404: { code: 'NOT_FOUND', message: 'Recurso não encontrado.' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'Método não permitido.' },
  409: { code: 'CONFLICT', message: 'Horário não disponível. Escolha outro horário.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'Conteúdo grande demais.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Tipo de conteúdo não suportado.' },
  429: { code: 'TOO_MANY_REQUESTS', message: 'Muitas tentativas. Aguarde e tente novamente.' },
  503: { code: 'SERVICE_UNAVAILABLE', message: 'Serviço indisponível no momento.' },
};

const INTERNAL: Omit<ErrorBody, 'statusCode'> = { code: 'INTERNAL_ERROR', message: 'Erro interno. Tente novamente.' };

export function defaultErrorBody(statusCode: number): ErrorBody {
  const known = DEFAULTS[statusCode] ?? (statusCode >= 500 ? INTERNAL : { code: 'BAD_REQUEST', message: 'Requisição inválida.' });
  return { statusCode, ...known };
}
