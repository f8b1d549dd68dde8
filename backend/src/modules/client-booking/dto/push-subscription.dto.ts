import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** A browser's push subscription for one booking, in the same three fields a new booking takes. */
export class PushSubscriptionDto {
  @ApiProperty({ description: 'Endereço do serviço de notificações do navegador (https, um dos serviços aceitos)' })
  @IsString()
  @MaxLength(2048)
  pushEndpoint: string;

  @ApiProperty({ description: 'Chave pública do navegador (base64url)' })
  @IsString()
  @MaxLength(512)
  pushP256dh: string;

  @ApiProperty({ description: 'Segredo de autenticação do navegador (base64url)' })
  @IsString()
  @MaxLength(512)
  pushAuth: string;
}
