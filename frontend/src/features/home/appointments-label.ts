/** 1 → '1 agenda', 3 → '3 agendas'. */
export function appointmentsLabel(count: number): string {
  return count === 1 ? '1 agenda' : `${count} agendas`;
}
