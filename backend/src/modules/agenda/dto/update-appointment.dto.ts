import { Expose, Transform } from 'class-transformer';
import { Allow, IsBoolean, IsObject, IsOptional, IsUUID } from '../../../shared/http/input/validators';
import { ApiHideProperty, ApiPropertyOptional } from '../../../shared/http/api-docs';
import { CalendarDayBody } from '../../../shared/http/input/calendar-day.dto';
import { canonicalUuid } from '../../../shared/http/input/canonical-uuid';
import { OptionalContactField, HourField, IdField, NameField } from '../../../shared/http/input/dto-fields';

/** The id of a `job` object as the appointment view carries it, if there is one. */
function serviceIdOf(job: unknown): unknown {
  return typeof job === 'object' && job !== null && 'id' in job ? job.id : undefined;
}

/**
 * The barber's edit of an appointment: the full appointment with its id, so the object that
 * `GET appointment/admin/get/{id}` returns can be sent back as it is. The service is `jobId`, or
 * `job.id` when `jobId` is absent; the `user` object is ignored (an appointment never moves to
 * another barber), and so are the view's read-only fields.
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

  @ApiPropertyOptional({ format: 'uuid', description: 'Serviço (do próprio barbeiro); quando ausente, vale `job.id`' })
  @Expose()
  @Transform(({ value, obj }: { value: unknown; obj: { job?: unknown } }) => canonicalUuid(value ?? serviceIdOf(obj.job)))
  @IsUUID()
  jobId: string;

  @ApiPropertyOptional({ description: 'Pgto. Antecipado; mantido quando ausente' })
  @IsOptional()
  @IsBoolean()
  previousPayment?: boolean;

  @ApiPropertyOptional({ format: 'uuid', description: 'Se presente, deve ser o próprio barbeiro (403 caso contrário)' })
  @IsOptional()
  @Transform(({ value }) => canonicalUuid(value))
  @IsUUID()
  userId?: string;

  @ApiPropertyOptional({ description: 'O serviço como a leitura o mostra: seu `id` vale quando `jobId` falta; o resto é ignorado' })
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
