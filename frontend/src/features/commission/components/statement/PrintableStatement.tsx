import type { Advance, Statement, StatementTotals } from '../../../../api/types';
import { formatBRL } from '../../../../lib/format/format';
import { formatIsoDate, formatShortIsoDate, periodLabel } from '../../period';
import { formatRateShort } from '../../rate-terms';
import classes from './Statement.module.css';

interface PrintableStatementProps {
  shopName: string;
  barberName: string;
  statement: Statement;
  /** 'Pago em 05/01/2027', when the period was marked paid. */
  paidNote?: string;
}

/** The statement on paper (A4, the print stylesheet): the lines, the totals, the advances and two signature lines. */
export function PrintableStatement({ shopName, barberName, statement, paidNote }: PrintableStatementProps) {
  return (
    <div className={classes.print}>
      <h1>Extrato de comissão (repasse)</h1>
      <p>
        {shopName} · Profissional: <strong>{barberName}</strong> · Período: {periodLabel(statement)}
        {paidNote ? ` · ${paidNote}` : ''}
      </p>
      <PrintedLines statement={statement} />
      <h2>Totais</h2>
      <PrintedTotals totals={statement.totals} />
      {statement.advances.length > 0 && <PrintedAdvances advances={statement.advances} />}
      {statement.unmarked.length > 0 && <p>{statement.unmarked.length} agendamento(s) sem marcação não entram neste extrato.</p>}
      <div className={classes.signatures}>
        <div className={classes.signature}>{barberName}</div>
        <div className={classes.signature}>{shopName}</div>
      </div>
    </div>
  );
}

const money = (value: number | null) => (value == null ? 'sem taxa definida' : formatBRL(value));

function PrintedLines({ statement }: { statement: Statement }) {
  return (
    <table className={classes.table}>
      <thead>
        <tr>
          <th>Data</th>
          <th>Cliente</th>
          <th>Serviço</th>
          <th className={classes.number}>Preço</th>
          <th className={classes.number}>Taxa</th>
          <th className={classes.number}>Comissão</th>
        </tr>
      </thead>
      <tbody>
        {statement.appointments.map((line) => (
          <tr key={line.id}>
            <td>
              {formatShortIsoDate(line.date)} {line.label}
            </td>
            <td>{line.clientFirstName || '—'}</td>
            <td>{line.service}</td>
            <td className={classes.number}>{formatBRL(line.price)}</td>
            <td className={classes.number}>{formatRateShort(line.rate)}</td>
            <td className={classes.number}>{money(line.commission)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PrintedTotals({ totals }: { totals: StatementTotals }) {
  const rows: [string, string][] = [
    [`Bruto (${totals.appointments === 1 ? '1 atendimento' : `${totals.appointments} atendimentos`})`, formatBRL(totals.gross)],
    ['Cota-parte da barbearia', money(totals.shopPart)],
    ['Parte do barbeiro', money(totals.barberPart)],
    ...(totals.keptDeposits > 0 ? [['Sinais retidos em faltas (parte do barbeiro)', money(totals.keptDepositsCommission)] as [string, string]] : []),
    ...(totals.adjustment !== 0 ? [['Ajuste de período já pago', money(totals.adjustment)] as [string, string]] : []),
    ['Vales', `− ${formatBRL(totals.advances)}`],
  ];
  return (
    <table className={classes.table}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <td>{label}</td>
            <td className={classes.number}>{value}</td>
          </tr>
        ))}
        <tr>
          <td>
            <strong>A pagar</strong>
          </td>
          <td className={classes.number}>
            <strong>{money(totals.toPay)}</strong>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

function PrintedAdvances({ advances }: { advances: readonly Advance[] }) {
  return (
    <>
      <h2>Vales</h2>
      <table className={classes.table}>
        <tbody>
          {advances.map((advance) => (
            <tr key={advance.id}>
              <td>{formatIsoDate(advance.day)}</td>
              <td>{advance.note}</td>
              <td className={classes.number}>{formatBRL(advance.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
