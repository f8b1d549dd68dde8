import { IsString, MaxLength } from '../../../shared/http/input/validators';
import { ApiProperty } from '../../../shared/http/api-docs';
import { PushSubscriptionField } from '../../../shared/push/push-fields';

/** A browser's push subscription (`PushSubscription.toJSON()`: endpoint and its two keys). */
export class PushDeviceDto {
  @PushSubscriptionField('endpoint')
  endpoint: string;

  @PushSubscriptionField('p256dh')
  p256dh: string;

  @PushSubscriptionField('auth')
  auth: string;
}

export class PushDeviceEndpointDto {
  @ApiProperty()
  @IsString()
  @MaxLength(2048)
  endpoint: string;
}

export class PublicKeyView {
  @ApiProperty({ description: 'Chave pública VAPID (base64url) para PushManager.subscribe({ applicationServerKey })' })
  publicKey: string;
}

export class PushDeviceStateView {
  @ApiProperty({ description: 'Se este aparelho recebe as notificações do barbeiro' })
  subscribed: boolean;
}
