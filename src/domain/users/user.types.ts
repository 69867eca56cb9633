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

/** The info block as the accounts feature fills it (a superset of UserInfo). */
export interface AccountInfo extends UserInfo {
  available_wallet_amount: number;
  quote_service_count: number;
  is_activated: 0 | 1;
  signup_role: 'consumer' | 'pro';
}

/** GET /user/me.json in full: the user state of spec section 3 (a superset of UserStateResponse). */
export interface MeResponse extends UserStateResponse {
  info: AccountInfo;
  settings: Record<string, 0 | 1>;
  notification_settings: Record<string, 0 | 1>;
  /** is_blocked: the account itself; blocked_user_ids: whom the user blocked. */
  blocked_status: { is_blocked: 0 | 1; blocked_user_ids: number[]; blocked_count: number };
  /** The identity verification (IdVerificationStatus in domain/certificates). */
  id_status: { status: number; is_verified: 0 | 1; card_type: string | null; service_certificate_id: number | null };
  /** The user's certificates that are not withdrawn, with their review status. */
  qualificationStatusList: { service_certificate_id: number; name: string; type: string; status: number }[];
  unreadCount: number;
  cartCount: number;
  unreadBookingCount: number;
  social: { google: 0 | 1; apple: 0 | 1; facebook: 0 | 1 };
  has_password: 0 | 1;
}
