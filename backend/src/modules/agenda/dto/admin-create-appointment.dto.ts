import { IsBoolean, IsOptional } from '../../../shared/http/input/validators';
import { ApiPropertyOptional } from '../../../shared/http/api-docs';
import { AppointmentFieldsDto } from '../../../shared/http/input/appointment-fields.dto';
import { OptionalContactField } from '../../../shared/http/input/dto-fields';

/** The barber books a walk-in or phone client, with or without a contact, and may mark it as paid in advance. */
export class AdminCreateAppointmentDto extends AppointmentFieldsDto {
  @OptionalContactField()
  clientContact?: string;

  @ApiPropertyOptional({ default: false, description: 'Pgto. Antecipado' })
  @IsOptional()
  @IsBoolean()
  previousPayment?: boolean;
}
