import { IsIn, IsOptional, IsString, MaxLength } from '../../../shared/http/input/validators';
import { ApiPropertyOptional } from '../../../shared/http/api-docs';

export class ClientSearchQuery {
  @ApiPropertyOptional({ description: 'Parte do nome ou do telefone', example: 'ana' })
  @IsOptional()
  @IsString({ message: 'A busca deve ser um texto.' })
  @MaxLength(60, { message: 'A busca deve ter no máximo 60 caracteres.' })
  search?: string;
}

/** What an erasure does with the client's future bookings: without it, they refuse the erasure. */
export class ClientEraseQuery {
  @ApiPropertyOptional({
    enum: ['cancel'],
    description: 'cancel: cancela antes os agendamentos futuros do cliente (em toda a barbearia) e apaga os dados no mesmo passo',
  })
  @IsOptional()
  @IsIn(['cancel'], { message: 'futureBookings só aceita cancel.' })
  futureBookings?: 'cancel';
}

export const CLIENT_EXPORT_FORMATS = ['json', 'csv'] as const;
export type ClientExportFormat = (typeof CLIENT_EXPORT_FORMATS)[number];

export class ClientExportQuery {
  @ApiPropertyOptional({ enum: CLIENT_EXPORT_FORMATS, default: 'json' })
  @IsOptional()
  @IsIn(CLIENT_EXPORT_FORMATS, { message: 'O formato deve ser json ou csv.' })
  format?: ClientExportFormat;
}
