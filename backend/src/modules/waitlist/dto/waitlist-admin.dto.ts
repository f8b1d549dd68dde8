import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { HourField } from '../../../shared/http/input/dto-fields';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The barber's own list of one day. */
export class WaitlistDayQuery {
  @ApiProperty({ format: 'date', example: '2026-12-05', description: 'O dia (AAAA-MM-DD)' })
  @Matches(ISO_DATE)
  date: string;
}

/** The barber offers a free time to one entry by hand. */
export class OfferByHandDto {
  @ApiProperty({ format: 'date', example: '2026-12-05', description: 'O dia (AAAA-MM-DD), um dos dias da entrada' })
  @Matches(ISO_DATE)
  date: string;

  @HourField()
  hour: number;
}
