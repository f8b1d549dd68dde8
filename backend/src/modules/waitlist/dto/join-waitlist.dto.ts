import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, Matches } from '../../../shared/http/input/validators';
import { ApiProperty, ApiPropertyOptional } from '../../../shared/http/api-docs';
import { ContactField, IdField, NameField } from '../../../shared/http/input/dto-fields';
import { WithOptionalPushSubscription } from '../../../shared/push/push-fields';
import { DAY_PERIODS, DayPeriod, MAX_WAITLIST_DAYS } from '../domain/waitlist-days';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Who asks and for which days: the waitlist's entry but the push subscription. */
class WaitlistWish {
  @IdField('Barbeiro')
  userId: string;

  @IdField('Serviço')
  jobId: string;

  @ApiProperty({
    type: [String],
    format: 'date',
    minItems: 1,
    maxItems: MAX_WAITLIST_DAYS,
    example: ['2026-12-05'],
    description: 'Os dias desejados (AAAA-MM-DD), de hoje até o último dia da agenda',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_WAITLIST_DAYS)
  @IsString({ each: true })
  @Matches(ISO_DATE, { each: true })
  days: string[];

  @ApiPropertyOptional({
    enum: DAY_PERIODS,
    nullable: true,
    description: 'morning: antes das 12:00; afternoon: das 12:00 em diante; null: qualquer horário',
  })
  @IsOptional()
  @IsIn(DAY_PERIODS)
  period?: DayPeriod | null;

  @NameField()
  clientName: string;

  @ContactField()
  clientContact: string;
}

/** A client joins the waitlist of a barber's service for one day or up to seven. */
export class JoinWaitlistDto extends WithOptionalPushSubscription(WaitlistWish) {}
