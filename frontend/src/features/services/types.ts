export interface Service {
  id: string;
  name: string;
  value: number;
  doubleTime: boolean;
  active: boolean;
}
