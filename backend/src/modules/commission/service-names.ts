import { ServiceCatalog } from '../services';
import { PeriodReading } from './commission-periods';

/** The names of the services a period's lines name (deactivated ones too), in one query. */
export async function serviceNamesOf(services: ServiceCatalog, reading: PeriodReading): Promise<Map<string, string>> {
  const { figures, unmarked } = reading;
  const ids = [...figures.statement.lines, ...figures.keptLines, ...unmarked].map((line) => line.serviceId);
  const views = await services.viewsByIds(ids);
  return new Map([...views].map(([id, service]) => [id, service.name]));
}
