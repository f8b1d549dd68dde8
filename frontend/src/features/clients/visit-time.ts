/** '2026-11-20 14:30' → '20/11/2026 às 14:30'. */
export function formatVisit(localTimestamp: string): string {
  const [date, time] = localTimestamp.split(' ');
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year} às ${time}`;
}

/** 1 → '1 visita', 3 → '3 visitas'. */
export function visitsLabel(count: number): string {
  return count === 1 ? '1 visita' : `${count} visitas`;
}
