/** An appointment as the API shows it. Price in reais, as it was when booked. */
export interface AppointmentView {
  id: string;
  createdAt: string;
  clientName: string;
  clientContact: string;
  hour: number;
  label: string;
  day: number;
  month: number;
  year: number;
  date: string;
  previousPayment: boolean;
  price: number;
  job: { id: string; name: string; value: number; doubleTime: boolean };
  user: { id: string; username: string };
  /** Only on appointments in the trash: when they were deleted, shop-local 'YYYY-MM-DDTHH:mm:ss'. */
  deletedAt?: string;
}

export interface AvailabilityView {
  date: string;
  slots: { hour: number; label: string }[];
}
