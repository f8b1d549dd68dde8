import { formatBRL } from '../../lib/format/format';
import { parseIsoDate, toIsoDate } from '../../lib/time/iso-date';
import type { ShopDate } from '../../lib/time/shop-types';

/** A rate as the API answers it: a percentage of the price, or a fixed amount in reais per attended booking. */
export interface RateAmount {
  percent: number | null;
  fixed: number | null;
}

const percentFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** { percent: 42.5 } → '42,5 %'; { fixed: 20 } → 'R$ 20,00 por atendimento'; no rate → 'sem taxa definida' (never 0 %). */
export function formatRate(rate: RateAmount | null | undefined): string {
  if (rate?.percent != null) return `${percentFormat.format(rate.percent)} %`;
  if (rate?.fixed != null) return `${formatBRL(rate.fixed)} por atendimento`;
  return 'sem taxa definida';
}

/** The same, short, for a statement's column: '50 %', 'R$ 20,00'. */
export function formatRateShort(rate: RateAmount | null | undefined): string {
  if (rate?.fixed != null) return formatBRL(rate.fixed);
  return formatRate(rate);
}

/** The owner's rate form. `jobId` '' is the barber's general rate; the amount is a number once typed ('' before). */
export interface RateFormValues {
  kind: 'percent' | 'fixed';
  percent: number | string;
  fixed: number | string;
  jobId: string;
  startsOn: string;
}

export const MAX_FIXED_REAIS = 100_000;

/** A blank form: a percentage, the general rate, from the current month's first day (or today's, for a first rate it may be earlier). */
export const emptyRateForm = (today: ShopDate): RateFormValues => ({
  kind: 'percent',
  percent: '',
  fixed: '',
  jobId: '',
  startsOn: toIsoDate({ ...today, day: 1 }),
});

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

export function percentProblem(value: number | string, values: RateFormValues): string | null {
  if (values.kind !== 'percent') return null;
  if (value === '' || typeof value !== 'number' || Number.isNaN(value)) return 'Informe a porcentagem.';
  if (value < 0 || value > 100) return 'A porcentagem vai de 0 a 100 %.';
  if (!hasAtMostTwoDecimals(value)) return 'Use no máximo 2 casas decimais.';
  return null;
}

export function fixedProblem(value: number | string, values: RateFormValues): string | null {
  if (values.kind !== 'fixed') return null;
  if (value === '' || typeof value !== 'number' || Number.isNaN(value)) return 'Informe o valor por atendimento.';
  if (value < 0 || value > MAX_FIXED_REAIS) return 'O valor vai de R$ 0,00 a R$ 100.000,00.';
  if (!hasAtMostTwoDecimals(value)) return 'Use no máximo 2 casas decimais.';
  return null;
}

/**
 * The start day: a real day, from the current month's first on (a change never rewrites a past month), except the barber's
 * very first rate, which may cover earlier months. The server checks the same (COMMISSION_RATE_PAST_MONTH).
 */
export function startsOnProblem(value: string, today: ShopDate, firstRate: boolean): string | null {
  const day = parseIsoDate(value);
  if (!day) return 'Informe o dia em que começa a valer.';
  if (!firstRate && value < toIsoDate({ ...today, day: 1 })) return 'Uma mudança vale do mês atual em diante: meses passados não mudam.';
  if (value < '2000-01-01') return 'Informe um dia a partir de 2000.';
  return null;
}

/** The POST body: the one amount of the chosen kind, the general rate as `jobId: null`. */
export function rateRequest(userId: string, values: RateFormValues) {
  return {
    userId,
    jobId: values.jobId || null,
    percent: values.kind === 'percent' ? Number(values.percent) : null,
    fixed: values.kind === 'fixed' ? Number(values.fixed) : null,
    startsOn: values.startsOn,
  };
}
