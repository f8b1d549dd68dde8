import { icsCalendar, utcDateTime } from './ics-event';

describe('icsCalendar', () => {
  const event = {
    uid: 'abc@barbearia',
    start: new Date('2026-11-25T13:00:00Z'),
    end: new Date('2026-11-25T13:30:00Z'),
    stamp: new Date('2026-11-23T18:20:05.123Z'),
    summary: 'Corte com joão',
    location: 'Barbearia Navalha de Ouro',
  };

  it('writes one VEVENT with UTC times and CRLF line ends', () => {
    const ics = icsCalendar(event);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('\r\nUID:abc@barbearia\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20261123T182005Z\r\n');
    expect(ics).toContain('\r\nDTSTART:20261125T130000Z\r\nDTEND:20261125T133000Z\r\n');
    expect(ics).toContain('\r\nSUMMARY:Corte com joão\r\n');
    expect(ics.replace(/\r\n/g, '').includes('\n')).toBe(false);
  });

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    const ics = icsCalendar({ ...event, location: 'Rua A, 10; sala 2\nCentro', description: 'ç'.repeat(80) });
    expect(ics).toContain('LOCATION:Rua A\\, 10\\; sala 2\\nCentro');
    const lines = ics.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const description = lines.slice(lines.findIndex((line) => line.startsWith('DESCRIPTION:')));
    const unfolded = description.join('\r\n').split('\r\nSTATUS')[0].replace(/\r\n /g, '');
    expect(unfolded).toBe(`DESCRIPTION:${'ç'.repeat(80)}`);
  });

  it('links the event to its page and reminds of it the given minutes before, in an alarm inside the event', () => {
    const ics = icsCalendar({ ...event, url: 'https://barbearia.test/agenda/gerenciar/abc', alarmMinutesBefore: 120 });
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('\r\nURL:https://barbearia.test/agenda/gerenciar/abc\r\n');
    expect(unfolded).toContain('\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Corte com joão\r\nTRIGGER:-PT120M\r\nEND:VALARM\r\nEND:VEVENT\r\n');
    expect(icsCalendar({ ...event, alarmMinutesBefore: 0 })).not.toContain('VALARM');
  });

  it('formats instants as UTC basic format', () => {
    expect(utcDateTime(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });
});
