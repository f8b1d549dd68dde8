import { Transform } from 'class-transformer';
import { IsOptional, IsUUID, Matches } from '../../../shared/http/input/validators';
import { ApiProperty, ApiPropertyOptional } from '../../../shared/http/api-docs';
import { canonicalUuid } from '../../../shared/http/input/canonical-uuid';
import { HourField } from '../../../shared/http/input/dto-fields';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Who waits for one day of a barber's agenda: the caller's own, or a team member's for the shop's owner. */
export class WaitlistDayQuery {
  @ApiProperty({ format: 'date', example: '2026-12-05', description: 'O dia (AAAA-MM-DD)' })
  @Matches(ISO_DATE)
  date: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'O barbeiro da agenda; sem ele, o próprio. Outro barbeiro só para o dono (403 caso contrário)',
  })
  @IsOptional()
  @Transform(({ value }) => canonicalUuid(value))
  @IsUUID()
  userId?: string;
}

/** The barber offers a free time to one entry by hand. */
export class OfferByHandDto {
  @ApiProperty({ format: 'date', example: '2026-12-05', description: 'O dia (AAAA-MM-DD), um dos dias da entrada' })
  @Matches(ISO_DATE)
  date: string;

  @HourField()
  hour: number;
}
