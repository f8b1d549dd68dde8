/** What the service form sends (value in reais). */
export interface ServiceInput {
  name: string;
  value: number;
  doubleTime: boolean;
}
