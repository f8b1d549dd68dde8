export interface LoginRequest {
  username: string;
  password: string;
}

export interface LoginResult {
  id: string;
  username: string;
  token: string;
}
