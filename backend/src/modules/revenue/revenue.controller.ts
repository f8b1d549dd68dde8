import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '../../shared/http/api-docs';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { CurrentBarber } from '../../shared/auth/current-barber.decorator';
import { ApiErrors } from '../../shared/http/errors/api-errors';
import { YearQuery } from '../../shared/http/input/calendar-day.dto';
import { RevenueService } from './revenue.service';
import { MonthRevenueParams, YearRevenueParams } from './dto/revenue.params';
import { MonthRevenueView, YearRevenueView } from './dto/revenue.view';

@ApiTags('Meu Faturamento (admin)')
@ApiBearerAuth()
@ApiErrors(401, 400, { status: 403, description: 'FORBIDDEN: o faturamento de outro barbeiro (só o dono pode ler)' })
@Controller('budget/budget/user/:userId')
export class RevenueController {
  constructor(private readonly revenue: RevenueService) {}

  @Get('month/:month')
  @ApiOperation({ summary: 'Calcula o faturamento de um barbeiro no mês (o dono lê o de qualquer barbeiro)' })
  @ApiOkResponse({ type: MonthRevenueView, description: 'O faturamento do barbeiro no mês' })
  month(@CurrentBarber() current: AuthenticatedBarber, @Param() params: MonthRevenueParams, @Query() query: YearQuery): Promise<MonthRevenueView> {
    return this.revenue.month(current, params.userId, params.month, query.year);
  }

  @Get('year/:year')
  @ApiOperation({ summary: 'Calcula o faturamento de um barbeiro no ano, mês a mês (o dono lê o de qualquer barbeiro)' })
  @ApiOkResponse({ type: YearRevenueView, description: 'O faturamento do barbeiro no ano, mês a mês' })
  year(@CurrentBarber() current: AuthenticatedBarber, @Param() params: YearRevenueParams): Promise<YearRevenueView> {
    return this.revenue.year(current, params.userId, params.year);
  }
}
