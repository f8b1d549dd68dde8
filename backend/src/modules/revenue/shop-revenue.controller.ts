import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '../../shared/http/api-docs';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { CurrentBarber } from '../../shared/auth/current-barber.decorator';
import { ApiErrors } from '../../shared/http/errors/api-errors';
import { YearQuery } from '../../shared/http/input/calendar-day.dto';
import { RevenueService } from './revenue.service';
import { ShopMonthRevenueParams, ShopYearRevenueParams } from './dto/revenue.params';
import { MonthRevenueView, YearRevenueView } from './dto/revenue.view';

/** The whole shop's revenue, every barber together: the owner's "Todos" in Meu Faturamento. */
@ApiTags('Meu Faturamento (admin)')
@ApiBearerAuth()
@ApiErrors(401, 400, { status: 403, description: 'FORBIDDEN: só o dono vê a barbearia toda' })
@Controller('budget/budget/shop')
export class ShopRevenueController {
  constructor(private readonly revenue: RevenueService) {}

  @Get('month/:month')
  @ApiOperation({ summary: 'Calcula o faturamento do mês de toda a barbearia (só o dono)' })
  @ApiOkResponse({ type: MonthRevenueView, description: 'O faturamento do mês de toda a barbearia (só o dono)' })
  month(
    @CurrentBarber() current: AuthenticatedBarber,
    @Param() params: ShopMonthRevenueParams,
    @Query() query: YearQuery,
  ): Promise<MonthRevenueView> {
    return this.revenue.shopMonth(current, params.month, query.year);
  }

  @Get('year/:year')
  @ApiOperation({ summary: 'Calcula o faturamento do ano de toda a barbearia, mês a mês (só o dono)' })
  @ApiOkResponse({ type: YearRevenueView, description: 'O faturamento do ano de toda a barbearia (só o dono)' })
  year(@CurrentBarber() current: AuthenticatedBarber, @Param() params: ShopYearRevenueParams): Promise<YearRevenueView> {
    return this.revenue.shopYear(current, params.year);
  }
}
