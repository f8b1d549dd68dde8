import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { CurrentBarber } from '../../shared/auth/current-barber.decorator';
import { BarberDayPath } from '../../shared/http/calendar-day.dto';
import { UuidParam } from '../../shared/http/uuid-param';
import { UnavailableView } from './dto/unavailable.view';
import { UnavailabilityService } from './unavailability.service';

/** "Horários sem agenda": days and times the barber blocks. */
@ApiTags('Dias e horários sem agenda (admin)')
@ApiBearerAuth()
@Controller('unavailable')
export class UnavailabilityController {
  constructor(private readonly unavailability: UnavailabilityService) {}

  @Get('list/:userId')
  list(@CurrentBarber() current: AuthenticatedBarber, @Param('userId', UuidParam) userId: string): Promise<UnavailableView[]> {
    return this.unavailability.list(current, userId);
  }

  @Delete('delete/:id')
  delete(@CurrentBarber() current: AuthenticatedBarber, @Param('id', UuidParam) id: string): Promise<{ id: string; deleted: true }> {
    return this.unavailability.delete(current, id);
  }

  @Post('delete/:userId/:day/:month/:year')
  @HttpCode(200)
  deleteDay(@CurrentBarber() current: AuthenticatedBarber, @Param() params: BarberDayPath): Promise<{ deleted: number }> {
    const { userId, day, month, year } = params;
    return this.unavailability.deleteDay(current, userId, { year, month, day });
  }
}
