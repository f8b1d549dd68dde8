import { BarberSelect } from '../../../components/forms/BarberSelect';
import { WHOLE_SHOP, type RevenueScope } from '../types';

interface RevenueScopeSelectProps {
  /** The team, the owner first as the API lists it. */
  barbers: { id: string; username: string }[];
  value: RevenueScope;
  onChange: (scope: RevenueScope) => void;
}

/** The owner's choice of whose revenue to see: any barber of the team, or everyone together. */
export function RevenueScopeSelect({ barbers, value, onChange }: RevenueScopeSelectProps) {
  return <BarberSelect barbers={barbers} value={value} onChange={onChange} extraOptions={[{ value: WHOLE_SHOP, label: 'Todos' }]} />;
}
