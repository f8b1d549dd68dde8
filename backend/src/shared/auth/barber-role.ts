/** What a barber's account may do: the owner also manages the team. */
export type BarberRole = 'owner' | 'barber';
