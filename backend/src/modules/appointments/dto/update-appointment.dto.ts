import { ApiHideProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsBoolean, IsObject, IsOptional, IsUUID } from 'class-validator';
import { CalendarDayBody } from '../../../shared/http/calendar-day.dto';
import { OptionalContactField, HourField, IdField, NameField } from '../../../shared/http/dto-fields';

/**
 * The barber's edit of an appointment: the full appointment with its id. `job` and `user` objects
 * (as the spec's client sends them) are accepted and ignored: the service is `jobId`, and an
 * appointment never moves to another barber. Read-only fields of the view sent back are ignored too.
 */
export class UpdateAppointmentDto extends CalendarDayBody {
  @IdField('Agendamento')
  id: string;

  @NameField()
  clientName: string;

  @OptionalContactField()
  clientContact?: string;

  @HourField()
  hour: number;

  @IdField('Serviço (do próprio barbeiro)')
  jobId: string;

  @ApiPropertyOptional({ description: 'Pgto. Antecipado; mantido quando ausente' })
  @IsOptional()
  @IsBoolean()
  previousPayment?: boolean;

  @ApiPropertyOptional({ format: 'uuid', description: 'Se presente, deve ser o próprio barbeiro (403 caso contrário)' })
  @IsOptional()
  @IsUUID()
  userId?: string;

  @ApiPropertyOptional({ description: 'Ignorado: o serviço é `jobId`' })
  @IsOptional()
  @IsObject()
  job?: object;

  @ApiPropertyOptional({ description: 'Ignorado: um agendamento nunca muda de barbeiro' })
  @IsOptional()
  @IsObject()
  user?: object;

  @ApiHideProperty() @Allow() createdAt?: unknown;
  @ApiHideProperty() @Allow() label?: unknown;
  @ApiHideProperty() @Allow() date?: unknown;
  @ApiHideProperty() @Allow() price?: unknown;
  @ApiHideProperty() @Allow() deletedAt?: unknown;
  @ApiHideProperty() @Allow() cancelledAt?: unknown;
  @ApiHideProperty() @Allow() attendance?: unknown;
  @ApiHideProperty() @Allow() clientNoShows?: unknown;
  @ApiHideProperty() @Allow() pushEndpoint?: unknown;
  @ApiHideProperty() @Allow() pushP256dh?: unknown;
  @ApiHideProperty() @Allow() pushAuth?: unknown;
}
