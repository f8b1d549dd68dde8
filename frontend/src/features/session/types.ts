export interface LoginRequest {
  username: string;
  password: string;
}

export interface LoginResult {
  id: string;
  username: string;
  token: string;
}

export interface PhotoInfo {
  fileName: string;
  size: number;
  contentType: string;
}

/** GET /api/auth/me */
export interface BarberAccount {
  id: string;
  username: string;
  email: string | null;
  role: 'owner' | 'barber';
  active: boolean;
  photo: PhotoInfo | null;
  photoUrl: string | null;
}
