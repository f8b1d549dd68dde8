import type { APIRequestContext } from '@playwright/test';

/** What the browser tests read from the API to set up a scene, as the shop's own pages would. */

export interface ShopDate {
  year: number;
  month: number;
  day: number;
}

export interface BookableSlot {
  barber: { id: string; username: string };
  service: { id: string; name: string };
  date: ShopDate;
  hour: number;
  label: string;
}

export function addDays({ year, month, day }: ShopDate, days: number): ShopDate {
  const date = new Date(Date.UTC(year, month, day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() };
}

/** The first free start time of `serviceName`, searching from `daysAhead` days after the shop's today. */
export async function findBookableSlot(request: APIRequestContext, serviceName: string, daysAhead: number): Promise<BookableSlot> {
  const shop = await (await request.get('/api/shop')).json();
  const [barber] = await (await request.get('/api/auth')).json();
  const services: { id: string; name: string }[] = await (await request.get(`/api/job/listByUser/${barber.id}`)).json();
  const service = services.find((candidate) => candidate.name === serviceName);
  if (!service) throw new Error(`No service named ${serviceName}`);

  for (let offset = daysAhead; offset < daysAhead + 14; offset += 1) {
    const date = addDays(shop.today, offset);
    const query = new URLSearchParams({
      userId: barber.id,
      jobId: service.id,
      day: String(date.day),
      month: String(date.month),
      year: String(date.year),
    });
    const { slots } = await (await request.get(`/api/availability?${query.toString()}`)).json();
    if (slots.length > 0) return { barber, service, date, hour: slots[0].hour, label: slots[0].label };
  }
  throw new Error('No bookable slot in the next two weeks');
}
