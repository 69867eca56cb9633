/** The user state of spec section 3 as the API returns it (GET /user/me.json). */
export interface UserInfo {
  id: number;
  username: string;
  email: string | null;
  full_name: string;
  s3_thumb_url: string | null;
  onboard_state: number;
  is_phone_confirmed: 0 | 1;
  phone: string | null;
}

export interface UserStateResponse {
  info: UserInfo;
  profile: { first_name: string; last_name: string };
  avatar: { amazon_s3_thumb_url: string | null; amazon_s3_original_url: string | null };
}
