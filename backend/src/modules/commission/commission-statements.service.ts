import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber, ensureMayReadBarber } from '../../shared/auth/authenticated-barber';
import { parseIsoDate } from '../../shared/time/local-date';
import { BarbersService } from '../barbers';
import { ServiceCatalog } from '../services';
import { CommissionPeriods } from './commission-periods';
import { statementPeriod } from './domain/statement-period';
import { CommissionStatementView, toCommissionStatementView } from './dto/commission-statement.view';
import { serviceNamesOf } from './service-names';
import { StatementCsvFile, statementCsv } from './statement-csv';
import { ensureTeamMember } from './team-member';

/** The statement (repasse): a barber's attended bookings of a period at the rate of each one's day, in JSON or CSV. */
@Injectable()
export class CommissionStatementsService {
  constructor(
    private readonly periods: CommissionPeriods,
    private readonly barbers: BarbersService,
    private readonly services: ServiceCatalog,
  ) {}

  async statement(current: AuthenticatedBarber, barberId: string, from: string, to: string): Promise<CommissionStatementView> {
    const reading = await this.read(current, barberId, from, to);
    return toCommissionStatementView(reading, await serviceNamesOf(this.services, reading));
  }

  /** The same statement as a CSV file for Excel pt-BR, the barber named in the file name. */
  async csv(current: AuthenticatedBarber, barberId: string, from: string, to: string): Promise<StatementCsvFile> {
    const reading = await this.read(current, barberId, from, to);
    const barber = (await this.barbers.namesByIds([barberId])).get(barberId);
    return statementCsv(reading, await serviceNamesOf(this.services, reading), barber?.username ?? 'barbeiro');
  }

  private async read(current: AuthenticatedBarber, barberId: string, from: string, to: string) {
    ensureMayReadBarber(current, barberId);
    const period = statementPeriod(parseIsoDate(from), parseIsoDate(to));
    await ensureTeamMember(this.barbers, barberId);
    return this.periods.read(barberId, period);
  }
}
