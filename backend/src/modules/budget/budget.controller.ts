import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { CurrentBarber } from '../../shared/auth/current-barber.decorator';
import { YearQuery } from '../../shared/http/calendar-day.dto';
import { BudgetService } from './budget.service';
import { MonthRevenueParams, YearRevenueParams } from './dto/revenue.params';
import { MonthRevenueView, YearRevenueView } from './dto/revenue.view';

@ApiTags('Meu Faturamento (admin)')
@ApiBearerAuth()
@Controller('budget/budget/user/:userId')
export class BudgetController {
  constructor(private readonly budget: BudgetService) {}

  @Get('month/:month')
  month(@CurrentBarber() current: AuthenticatedBarber, @Param() params: MonthRevenueParams, @Query() query: YearQuery): Promise<MonthRevenueView> {
    return this.budget.month(current, params.userId, params.month, query.year);
  }

  @Get('year/:year')
  year(@CurrentBarber() current: AuthenticatedBarber, @Param() params: YearRevenueParams): Promise<YearRevenueView> {
    return this.budget.year(current, params.userId, params.year);
  }
}
