import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { blankToUndefined } from '../http/input/dto-fields';

/** A push service's URL is long, a key short: bounds far above what browsers give, so a body can't store megabytes. */
const MAX_LENGTH = { endpoint: 2048, p256dh: 512, auth: 512 } as const;

const DESCRIPTIONS = {
  endpoint: 'Endereço do serviço de notificações do navegador (https, um dos serviços aceitos)',
  p256dh: 'Chave pública do navegador (base64url)',
  auth: 'Segredo de autenticação do navegador (base64url)',
} as const;

type PushPart = keyof typeof MAX_LENGTH;

/**
 * One of the three parts of a browser's push subscription (`PushSubscription.toJSON()`), as every body that takes
 * one validates it: a booking's (optional: a blank one is left out), the manage page's and a barber's device.
 */
export function PushSubscriptionField(part: PushPart, { optional = false } = {}) {
  const common = [IsString(), MaxLength(MAX_LENGTH[part])];
  if (!optional) return applyDecorators(ApiProperty({ description: DESCRIPTIONS[part] }), ...common);
  return applyDecorators(ApiPropertyOptional({ description: DESCRIPTIONS[part] }), Transform(blankToUndefined), IsOptional(), ...common);
}
