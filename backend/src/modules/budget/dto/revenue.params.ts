import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IdField, MonthField, YearField } from '../../../shared/http/dto-fields';

export class MonthRevenueParams {
  @IdField('Barbeiro')
  userId: string;

  @MonthField({ fromQuery: true })
  month: number;
}

export class YearRevenueParams {
  @IdField('Barbeiro')
  userId: string;

  @YearField({ fromQuery: true })
  year: number;
}

/** `?year=`, the shop's current year when absent. */
export class RevenueYearQuery {
  @ApiPropertyOptional()
  @IsOptional()
  @YearField({ fromQuery: true })
  year?: number;
}
