/** What the service form sends (value in reais). */
export interface ServiceInput {
  name: string;
  value: number;
  doubleTime: boolean;
}

/** DELETE job/delete/{id}: a service with appointments is deactivated instead of erased. */
export interface ServiceDeleted {
  id: string;
  deleted: true;
  deactivated: boolean;
}
