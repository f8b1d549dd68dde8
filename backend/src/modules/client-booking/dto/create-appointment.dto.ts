import { ArrayMaxSize, IsArray, IsBoolean, IsOptional, IsString, MaxLength } from '../../../shared/http/input/validators';
import { ApiPropertyOptional } from '../../../shared/http/api-docs';
import { AppointmentFieldsDto } from '../../../shared/http/input/appointment-fields.dto';
import { ContactField } from '../../../shared/http/input/dto-fields';

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
