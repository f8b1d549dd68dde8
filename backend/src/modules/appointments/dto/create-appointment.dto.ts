import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { blankToUndefined, ContactField, DayField, HourField, IdField, MonthField, NameField, YearField } from '../../../shared/http/dto-fields';

export class CreateAppointmentDto {
  @NameField()
  clientName: string;

  @ContactField()
  clientContact: string;

  @HourField()
  hour: number;

  @DayField()
  day: number;

  @MonthField()
  month: number;

  @YearField()
  year: number;

  @IdField('Serviço')
  jobId: string;

  @IdField('Barbeiro')
  userId: string;

  @ApiPropertyOptional({ default: false, description: 'Pgto. Antecipado' })
  @IsOptional()
  @IsBoolean()
  previousPayment?: boolean;

  @ApiPropertyOptional()
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  pushEndpoint?: string;

  @ApiPropertyOptional()
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(512)
  pushP256dh?: string;

  @ApiPropertyOptional()
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(512)
  pushAuth?: string;
}
