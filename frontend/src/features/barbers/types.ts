export interface Barber {
  id: string;
  username: string;
  photoUrl: string | null;
}
