/** PUT auth/update/{id}: only the fields sent change; one's own password also needs `currentPassword`. */
export interface BarberChanges {
  username?: string;
  password?: string;
  currentPassword?: string;
  active?: boolean;
}
