import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from '../http/input/validators';
import { ApiProperty, ApiPropertyOptional } from '../http/api-docs';
import { blankToUndefined } from '../http/input/dto-fields';
import type { PushSubscriptionFields } from './push-subscription';

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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's base takes any constructor arguments
type Constructor<T = object> = new (...args: any[]) => T;

/** The three fields of a browser's push subscription, as the API names them in a body (`PushSubscriptionFields`), all given. */
type PushSubscriptionBody = { [Field in keyof PushSubscriptionFields]-?: string };

/**
 * The one declaration of a body's push subscription fields (`pushEndpoint`, `pushP256dh`, `pushAuth`). A mixin,
 * not a base class: the fields come after the base's in the body and in the OpenAPI schema.
 */
function withPushSubscriptionFields<TBase extends Constructor>(Base: TBase, optional: boolean) {
  class PushSubscriptionFields extends Base {
    @PushSubscriptionField('endpoint', { optional })
    pushEndpoint?: string;

    @PushSubscriptionField('p256dh', { optional })
    pushP256dh?: string;

    @PushSubscriptionField('auth', { optional })
    pushAuth?: string;
  }
  return PushSubscriptionFields;
}

/** `Base`'s fields, then a push subscription all three of whose fields are required (the manage page turning notifications on). */
export function WithPushSubscription<TBase extends Constructor>(Base: TBase): TBase & Constructor<PushSubscriptionBody> {
  return withPushSubscriptionFields(Base, false) as TBase & Constructor<PushSubscriptionBody>;
}

/** `Base`'s fields, then an optional push subscription (a booking, the waitlist): a blank field is left out. */
export function WithOptionalPushSubscription<TBase extends Constructor>(Base: TBase): TBase & Constructor<Partial<PushSubscriptionBody>> {
  return withPushSubscriptionFields(Base, true);
}
