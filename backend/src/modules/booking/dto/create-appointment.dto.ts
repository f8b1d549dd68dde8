import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { PushSubscriptionField } from '../../../shared/push/push-fields';
import { CalendarDayBody } from '../../../shared/http/input/calendar-day.dto';
import { ContactField, HourField, IdField, NameField, OptionalContactField } from '../../../shared/http/input/dto-fields';

/** The fields of a booking, the same for the client's online booking and the barber's walk-in, but the contact. */
export class AppointmentFieldsDto extends CalendarDayBody {
  @NameField()
  clientName: string;

  @HourField()
  hour: number;

  @IdField('Serviço')
  jobId: string;

  @IdField('Barbeiro')
  userId: string;

  @PushSubscriptionField('endpoint', { optional: true })
  pushEndpoint?: string;

  @PushSubscriptionField('p256dh', { optional: true })
  pushP256dh?: string;

  @PushSubscriptionField('auth', { optional: true })
  pushAuth?: string;
}

/** How many earlier bookings' manage tokens one booking may show as proof of credit. */
export const MAX_CREDIT_PROOFS = 10;

/** A client's online booking: the contact is required. */
export class CreateAppointmentDto extends AppointmentFieldsDto {
  @ContactField()
  clientContact: string;

  @ApiPropertyOptional({ description: 'Aceito por compatibilidade e sempre ignorado: o cliente não marca o próprio pagamento antecipado.' })
  @IsOptional()
  @IsBoolean()
  previousPayment?: boolean;

  /** Manage tokens of earlier bookings this device kept: the credit they earned pays the deposit first. */
  @ApiPropertyOptional({
    type: [String],
    maxItems: MAX_CREDIT_PROOFS,
    description:
      'Os manageToken de agendamentos anteriores guardados neste aparelho: o crédito que eles deixaram paga primeiro o sinal. O crédito nunca é usado só pelo telefone.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_CREDIT_PROOFS)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  creditFrom?: string[];
}

/** The barber books a walk-in or phone client, with or without a contact, and may mark it as paid in advance. */
export class AdminCreateAppointmentDto extends AppointmentFieldsDto {
  @OptionalContactField()
  clientContact?: string;

  @ApiPropertyOptional({ default: false, description: 'Pgto. Antecipado' })
  @IsOptional()
  @IsBoolean()
  previousPayment?: boolean;
}
