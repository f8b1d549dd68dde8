import { IdField, MonthField, YearField } from '../../../shared/http/input/dto-fields';

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

export class ShopMonthRevenueParams {
  @MonthField({ fromQuery: true })
  month: number;
}

export class ShopYearRevenueParams {
  @YearField({ fromQuery: true })
  year: number;
}
