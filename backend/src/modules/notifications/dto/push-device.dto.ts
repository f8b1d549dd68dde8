import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** A browser's push subscription (`PushSubscription.toJSON()`: endpoint and its two keys). */
export class PushDeviceDto {
  @ApiProperty({ description: 'Endereço do serviço de notificações do navegador (https, um dos serviços aceitos)' })
  @IsString()
  @MaxLength(2048)
  endpoint: string;

  @ApiProperty({ description: 'Chave pública do navegador (base64url)' })
  @IsString()
  @MaxLength(512)
  p256dh: string;

  @ApiProperty({ description: 'Segredo de autenticação do navegador (base64url)' })
  @IsString()
  @MaxLength(512)
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
